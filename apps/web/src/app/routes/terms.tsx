import { useDocumentTitle } from '../../components/layout/use-document-title';
import { TermsPage } from '../../features/legal/components/terms-page';

export function TermsRoute() {
  useDocumentTitle('Términos y condiciones');
  return <TermsPage />;
}
