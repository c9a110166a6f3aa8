import { Navigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageLoading } from '../../components/ui/page-loading';
import { useUser } from '../../features/auth/api/get-user';
import { AcceptInvitation } from '../../features/business-people/components/accept-invitation';
import { withNext } from '../../lib/next-path';

/** /invitacion?token=…: a manager's invitation or a transfer, accepted signed in. */
export function AcceptInvitationRoute() {
  useDocumentTitle('Invitación');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data: user, isPending } = useUser();
  if (isPending) return <PageLoading quiet />;
  if (!user) {
    return (
      <Navigate to={withNext('/login', `/invitacion?token=${encodeURIComponent(token)}`)} replace />
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="space-y-4 rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Invitación a un negocio</h1>
        {token.length >= 20 ? (
          <AcceptInvitation token={token} />
        ) : (
          <FormAlert title="Este enlace está incompleto">
            Abre el enlace completo del correo que recibiste.
          </FormAlert>
        )}
      </div>
    </section>
  );
}
