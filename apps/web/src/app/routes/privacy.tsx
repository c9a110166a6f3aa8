import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PrivacyPage } from '../../features/legal/components/privacy-page';

export function PrivacyRoute() {
  useDocumentTitle('Política de privacidad');
  return <PrivacyPage />;
}
