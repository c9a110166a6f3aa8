import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageLoading } from '../../components/ui/page-loading';
import { useUser } from '../../features/auth/api/get-user';
import {
  LOGIN_FOR_MAIL_PREFERENCES,
  MailPreferencesScreen,
} from '../../features/mail-preferences/components/mail-preferences-screen';

/** 'Avisos por correo', for signed-in people only: a visitor goes to sign in first. */
export function MailPreferencesRoute() {
  useDocumentTitle('Avisos por correo');
  const { data: user, isPending } = useUser();
  if (isPending) return <PageLoading quiet />;
  if (!user) return <Navigate to={LOGIN_FOR_MAIL_PREFERENCES} replace />;
  return <MailPreferencesScreen isAdmin={user.isAdmin} />;
}
