import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  useDocumentTitle('Restablecer contraseña');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold">Elige una contraseña nueva</h1>
        {token.length >= 20 ? (
          <ResetPasswordForm token={token} />
        ) : (
          <FormAlert title="Este enlace está incompleto">
            Abre el enlace completo del correo, o{' '}
            <Link to="/olvide-contrasena" className="font-medium underline">
              pide uno nuevo
            </Link>
            .
          </FormAlert>
        )}
      </div>
    </section>
  );
}
