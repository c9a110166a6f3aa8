import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageLoading } from '../../components/ui/page-loading';
import { useUser } from '../../features/auth/api/get-user';
import { AccountScreen } from '../../features/account/components/account-screen';

/** 'Mi cuenta', for signed-in people only: a visitor goes to sign in first. */
export function AccountRoute() {
  useDocumentTitle('Mi cuenta');
  const { data: user, isPending } = useUser();
  if (isPending) return <PageLoading quiet />;
  if (!user) return <Navigate to="/login?next=/cuenta" replace />;
  return <AccountScreen user={user} />;
}
