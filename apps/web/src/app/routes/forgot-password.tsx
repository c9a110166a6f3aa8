import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  useDocumentTitle('Olvidé mi contraseña');
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Olvidé mi contraseña</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.
        </p>
        <ForgotPasswordForm />
      </div>
    </section>
  );
}
