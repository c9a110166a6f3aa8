import { Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageLoading } from '../../components/ui/page-loading';
import { useUser } from '../../features/auth/api/get-user';
import { RegistrationWizard } from '../../features/register-business/components/registration-wizard';
import { withNext } from '../../lib/next-path';

/**
 * Signed-in owners only: a visitor signs up (or signs in, linked from there) first and comes
 * straight back; a new owner most often has no account yet.
 */
export function RegisterBusinessRoute() {
  useDocumentTitle('Registrar mi negocio');
  const user = useUser();
  // A plan card of /planes links here with its plan chosen.
  const plan = Number(useSearchParams()[0].get('plan'));
  const next = plan ? `/registrar-negocio?plan=${plan}` : '/registrar-negocio';
  if (user.isPending) return <PageLoading quiet />;
  if (!user.data) return <Navigate to={withNext('/register', next)} replace />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="rounded-xl bg-white p-4 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Registrar mi negocio</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          Cuatro pasos y tu negocio estará listo para que un administrador lo revise y lo publique.
        </p>
        <RegistrationWizard
          key={user.data.id}
          userId={user.data.id}
          plan={plan}
          contact={{ email: user.data.email, phone: user.data.phone ?? '' }}
        />
      </div>
    </section>
  );
}
