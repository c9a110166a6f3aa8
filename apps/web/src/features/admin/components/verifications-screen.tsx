import type { VerificationStatus } from '@drd/shared/api/verification';
import { useVerifications } from '../api/get-verifications';
import { AdminPage } from './admin-page';
import { QueueList, StatusFilterNav, useStatusFilter, type StatusFilter } from './status-filter';
import { VerificationItem } from './verification-item';

const FILTERS: StatusFilter<VerificationStatus>[] = [
  {
    slug: 'pendientes',
    status: 'pending',
    label: 'Pendientes',
    empty: 'No hay verificaciones pendientes',
  },
  {
    slug: 'aprobadas',
    status: 'approved',
    label: 'Aprobadas',
    empty: 'No hay verificaciones aprobadas',
  },
  {
    slug: 'rechazadas',
    status: 'rejected',
    label: 'Rechazadas',
    empty: 'No hay verificaciones rechazadas',
  },
  {
    slug: 'vencidas',
    status: 'lapsed',
    label: 'Vencidas',
    empty: 'No hay verificaciones vencidas',
  },
];

/** /admin/verificaciones: owners' requests for the 'Verificado' badge, oldest first. */
export function VerificationsScreen() {
  const filter = useStatusFilter(FILTERS);
  const list = useVerifications(filter.status);
  return (
    <AdminPage
      title="Verificaciones"
      description="Dueños que piden la insignia «Verificado» con su RNC o cédula y una foto del documento."
    >
      <StatusFilterNav label="Estado de las verificaciones" filters={FILTERS} current={filter} />
      <QueueList
        query={list}
        loadingLabel="Cargando verificaciones..."
        errorTitle="No se pudieron cargar las verificaciones."
        empty={filter.empty}
      >
        {(request) => <VerificationItem key={request.id} request={request} />}
      </QueueList>
    </AdminPage>
  );
}
