import { Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageLoading } from '../../components/ui/page-loading';
import { useUser } from '../../features/auth/api/get-user';
import { PeopleCard } from '../../features/business-people/components/people-card';
import { LeadsTab, LeadsTabLabel } from '../../features/leads/components/leads-tab';
import { OwnerContentTabs } from '../../features/owner-content/components/owner-content-tabs';
import { OwnerQuestionsTab } from '../../features/questions/components/owner-questions-tab';
import {
  OwnerBusinessScreen,
  ownerPageLogin,
} from '../../features/owner-panel/components/owner-business-screen';
import { StatsTab } from '../../features/owner-panel/components/stats-tab';
import { VerificationTab } from '../../features/owner-verification/components/verification-tab';

/** /mi-negocio/{id}: the owner's page of one business, for signed-in people only. */
export function OwnerBusinessRoute() {
  useDocumentTitle('Mi negocio');
  const id = Number(useParams().id);
  const { data: user, isPending } = useUser();
  if (!Number.isSafeInteger(id) || id < 1) return <Navigate to="/mis-negocios" replace />;
  if (isPending) return <PageLoading quiet />;
  if (!user) return <Navigate to={ownerPageLogin(id)} replace />;
  return (
    <OwnerBusinessScreen
      key={id}
      businessId={id}
      people={(business) => <PeopleCard businessId={business.id} />}
      contentTabs={(business) => (
        <OwnerContentTabs
          businessId={business.id}
          galleryLimit={business.photoLimit}
          packageId={business.packageId}
          extraTabs={[
            {
              value: 'mensajes',
              label: <LeadsTabLabel businessId={business.id} />,
              content: <LeadsTab businessId={business.id} />,
            },
            {
              value: 'preguntas',
              label: 'Preguntas',
              content: <OwnerQuestionsTab businessId={business.id} />,
              last: true,
            },
            {
              value: 'estadisticas',
              label: 'Estadísticas',
              content: <StatsTab businessId={business.id} />,
              last: true,
            },
            {
              value: 'verificacion',
              label: 'Verificación',
              content: <VerificationTab businessId={business.id} />,
              last: true,
            },
          ]}
        />
      )}
    />
  );
}
