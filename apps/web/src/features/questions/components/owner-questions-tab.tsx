// The owner's 'Preguntas' tab: visitors' questions newest first, each with the owner's answer
// (public once an administrator approves it) and 'Reportar' for an abusive one.
import { FormAlert } from '../../../components/form/form-alert';
import { useOwnerQuestions } from '../api/get-owner-questions';
import { OwnerQuestionCard } from './owner-question-card';

export function OwnerQuestionsTab({ businessId }: { businessId: number }) {
  const questions = useOwnerQuestions(businessId);
  if (questions.isPending) return <p className="py-6 text-sm text-slate-600">Cargando…</p>;
  if (questions.isError) return <FormAlert title="No se pudieron cargar las preguntas." />;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Los visitantes preguntan desde tu perfil. Cada pregunta y tu respuesta se publican cuando un
        administrador las aprueba. Tus preguntas frecuentes siguen en la pestaña FAQs.
      </p>
      {questions.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          Aún no hay preguntas de visitantes.
        </p>
      ) : (
        <ul className="space-y-3">
          {questions.data.map((q) => (
            <OwnerQuestionCard key={q.id} businessId={businessId} question={q} />
          ))}
        </ul>
      )}
    </div>
  );
}
