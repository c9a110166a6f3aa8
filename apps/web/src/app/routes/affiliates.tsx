import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageLoading } from '../../components/ui/page-loading';
import { useUser } from '../../features/auth/api/get-user';
import { AffiliateScreen } from '../../features/affiliates/components/affiliate-screen';

/** 'Afiliados': the signed-in user's own dashboard; visitors see the invitation. */
export function AffiliatesRoute() {
  useDocumentTitle('Afiliados');
  const { data: user, isPending } = useUser();
  if (isPending) return <PageLoading quiet />;
  return <AffiliateScreen user={user ?? null} />;
}
