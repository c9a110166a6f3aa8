import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageLoading } from '../../components/ui/page-loading';
import { useUser } from '../../features/auth/api/get-user';
import {
  LOGIN_FOR_MY_BUSINESSES,
  MyBusinessesScreen,
} from '../../features/my-businesses/components/my-businesses-screen';

/** 'Mis negocios', for signed-in people only: a visitor goes to sign in first. */
export function MyBusinessesRoute() {
  useDocumentTitle('Mis negocios');
  const { data: user, isPending } = useUser();
  if (isPending) return <PageLoading quiet />;
  if (!user) return <Navigate to={LOGIN_FOR_MY_BUSINESSES} replace />;
  return <MyBusinessesScreen />;
}
