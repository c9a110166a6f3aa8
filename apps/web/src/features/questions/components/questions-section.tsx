// 'Preguntas de los visitantes' on the profile: the approved questions with the business's approved
// answer, and the ask form, loaded only for a visitor who wants to ask.
import { lazy, Suspense, useState } from 'react';
import type { PublicQuestion } from '@drd/shared/api/questions';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';

const AskForm = lazy(async () => ({ default: (await import('./ask-form')).AskForm }));

export function QuestionsSection({
  businessId,
  questions,
}: {
  businessId: number;
  questions: PublicQuestion[];
}) {
  const [asking, setAsking] = useState(false);
  return (
    <section
      aria-labelledby="preguntas-visitantes"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="preguntas-visitantes" className="mb-3 text-lg font-bold">
        Preguntas de los visitantes
      </h2>
      {questions.length === 0 && (
        <p className="text-sm text-slate-600">Nadie ha preguntado todavía. Sé el primero.</p>
      )}
      <ul className="space-y-4">
        {questions.map((q) => (
          <li key={q.id} className="border-t border-slate-100 pt-3" data-testid="public-question">
            <p className="font-medium break-words">{q.question}</p>
            <p className="text-xs text-slate-500">
              {q.askerName || 'Un visitante'} · {formatDate(q.createdAt)}
            </p>
            {q.answer ? (
              <div className="mt-2 rounded-md border-l-4 border-brand-600 bg-slate-50 p-2 text-sm">
                <p className="font-medium text-slate-800">Respuesta del negocio</p>
                <p className="break-words whitespace-pre-line text-slate-700">{q.answer}</p>
              </div>
            ) : (
              <p className="mt-1 text-sm text-slate-600">El negocio aún no ha respondido.</p>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-5 border-t border-slate-100 pt-4">
        {asking ? (
          <Suspense fallback={<p className="text-sm text-slate-600">Cargando…</p>}>
            <AskForm businessId={businessId} />
          </Suspense>
        ) : (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Hacer una pregunta
          </Button>
        )}
      </div>
    </section>
  );
}
