import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { EmailConfirmResult } from '../../features/account/components/email-confirm-result';

export function ConfirmEmailChangeRoute() {
  useDocumentTitle('Confirmar nuevo correo');
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="space-y-4 rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Confirmar nuevo correo</h1>
        {token.length >= 20 ? (
          <EmailConfirmResult token={token} />
        ) : (
          <FormAlert title="Este enlace está incompleto">
            Abre el enlace completo del correo, o pide el cambio de nuevo desde Mi cuenta.
          </FormAlert>
        )}
      </div>
    </section>
  );
}
