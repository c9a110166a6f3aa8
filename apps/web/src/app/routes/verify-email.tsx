import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { VerifyEmailResult } from '../../features/auth/components/verify-email-result';

export function VerifyEmailRoute() {
  useDocumentTitle('Confirmar correo');
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="space-y-4 rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Confirmar correo</h1>
        {token.length >= 20 ? (
          <VerifyEmailResult token={token} />
        ) : (
          <FormAlert title="Este enlace está incompleto">
            Abre el enlace completo del correo, o pide uno nuevo desde el aviso de tu cuenta.
          </FormAlert>
        )}
      </div>
    </section>
  );
}
