import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { safeNextPath, withNext } from '../../lib/next-path';
import { RegisterForm } from '../../features/auth/components/register-form';

export function RegisterRoute() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  // An invitation's 'Crear cuenta' brings the address it was sent to (issue #41).
  const state: unknown = useLocation().state;
  const invitedEmail =
    state && typeof state === 'object' && 'email' in state && typeof state.email === 'string'
      ? state.email
      : '';
  // Sent here by 'Registrar negocio': the account is the first of the wizard's steps.
  const forBusiness = next?.startsWith('/registrar-negocio') ?? false;
  useDocumentTitle('Crear cuenta');
  // The router shows the wizard only once its code has arrived: fetched while the form is filled
  // in, 'Crear cuenta' goes straight on (a loaded phone waited seconds on a blank click).
  useEffect(() => {
    if (forBusiness) void import('./register-business');
  }, [forBusiness]);
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Crear cuenta</h1>
        {forBusiness ? (
          <p className="mt-1 mb-6 text-sm text-slate-600">
            Para registrar tu negocio, primero crea tu cuenta (es gratis); luego sigues con los
            datos de tu negocio. ¿Ya tienes cuenta?{' '}
            <Link to={withNext('/login', next)} className="font-medium text-brand-700 underline">
              Inicia sesión
            </Link>
          </p>
        ) : (
          <p className="mt-1 mb-6 text-sm text-slate-600">
            Crear una cuenta es gratis. Con ella puedes publicar y administrar tu negocio o ganar
            comisiones como afiliado; para buscar negocios y contactarlos no la necesitas.
          </p>
        )}
        <RegisterForm next={next} initialEmail={invitedEmail} />
      </div>
    </section>
  );
}
