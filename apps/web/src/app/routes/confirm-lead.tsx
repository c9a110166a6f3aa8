import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { LeadConfirmation } from '../../features/leads/components/lead-confirmation';

/** /mensajes/confirmar?token=…: the page a held message's confirmation e-mail links to. */
export function ConfirmLeadRoute() {
  useDocumentTitle('Confirmar mensaje');
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="space-y-4 rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Confirmar mensaje</h1>
        {token.length >= 20 ? (
          <LeadConfirmation token={token} />
        ) : (
          <FormAlert title="Este enlace está incompleto">
            Abre el enlace completo del correo que te enviamos.
          </FormAlert>
        )}
      </div>
    </section>
  );
}
