import { SAMPLE_QUESTIONS } from '../../showcase-data';

export function QuestionsDemo() {
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Los visitantes preguntan en tu perfil y tú respondes una vez para todos: menos llamadas
        repetidas y más clientes con la información a mano.
      </p>
      <ul className="space-y-3">
        {SAMPLE_QUESTIONS.map((item) => (
          <li key={item.question} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">{item.question}</p>
            <p className="text-xs text-slate-600">Pregunta de {item.asker}</p>
            {item.answer ? (
              <p className="mt-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
                <span className="font-semibold">Respuesta: </span>
                {item.answer}
              </p>
            ) : (
              <p className="mt-2 inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-medium text-amber-900">
                Pendiente de respuesta
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
