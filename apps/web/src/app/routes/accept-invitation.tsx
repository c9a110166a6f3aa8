import { useLocation, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageLoading } from '../../components/ui/page-loading';
import { useUser } from '../../features/auth/api/get-user';
import { AcceptInvitation } from '../../features/business-people/components/accept-invitation';

/** The address the e-mail's link carries after '#correo=' (never sent to a server). */
function mailedAddress(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('correo');
  return value && value.length <= 254 && value.includes('@') ? value : null;
}

/** /invitacion?token=…: a manager's invitation or a transfer, read signed out, accepted signed in. */
export function AcceptInvitationRoute() {
  useDocumentTitle('Invitación');
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const token = params.get('token') ?? '';
  const { data: user, isPending } = useUser();
  if (isPending) return <PageLoading quiet />;
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="space-y-4 rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Invitación a un negocio</h1>
        {token.length >= 20 ? (
          <AcceptInvitation token={token} signedIn={!!user} email={mailedAddress(hash)} />
        ) : (
          <FormAlert title="Este enlace está incompleto">
            Abre el enlace completo del correo que recibiste.
          </FormAlert>
        )}
      </div>
    </section>
  );
}
