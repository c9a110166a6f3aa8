import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { QuestionConfirmation } from '../../features/questions/components/question-confirmation';

/** /preguntas/confirmar?token=…: the page the question's confirmation e-mail links to. */
export function ConfirmQuestionRoute() {
  useDocumentTitle('Confirmar pregunta');
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="space-y-4 rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Confirmar pregunta</h1>
        {token.length >= 20 ? (
          <QuestionConfirmation token={token} />
        ) : (
          <FormAlert title="Este enlace está incompleto">
            Abre el enlace completo del correo que te enviamos.
          </FormAlert>
        )}
      </div>
    </section>
  );
}
