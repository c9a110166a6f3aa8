import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ReviewConfirmation } from '../../features/business-profile/components/review-confirmation';

/** /resenas/confirmar?token=…: the page the review's confirmation e-mail links to. */
export function ConfirmReviewRoute() {
  useDocumentTitle('Confirmar reseña');
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="space-y-4 rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Confirmar reseña</h1>
        {token.length >= 20 ? (
          <ReviewConfirmation token={token} />
        ) : (
          <FormAlert title="Este enlace está incompleto">
            Abre el enlace completo del correo que te enviamos.
          </FormAlert>
        )}
      </div>
    </section>
  );
}
