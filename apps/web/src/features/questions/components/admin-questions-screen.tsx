import { Inbox } from 'lucide-react';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoading } from '../../../components/ui/page-loading';
import { useWaitingQuestions } from '../api/get-waiting-questions';
import { WaitingQuestionItem } from './waiting-question-item';

/** /admin/preguntas: new questions, reported ones and owners' answers, oldest first. */
export function AdminQuestionsScreen() {
  const questions = useWaitingQuestions();
  if (questions.isPending) return <PageLoading label="Cargando preguntas" />;
  if (questions.isError) {
    return (
      <div className="space-y-3">
        <FormAlert title="No se pudieron cargar las preguntas.">
          Revisa tu conexión e inténtalo de nuevo.
        </FormAlert>
        <Button variant="secondary" onClick={() => void questions.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  if (questions.data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <Inbox className="mx-auto size-10 text-slate-400" aria-hidden />
        <p className="mt-3 text-lg font-semibold">No hay preguntas ni respuestas por revisar</p>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {questions.data.map((question) => (
        <WaitingQuestionItem key={question.id} question={question} />
      ))}
    </ul>
  );
}
