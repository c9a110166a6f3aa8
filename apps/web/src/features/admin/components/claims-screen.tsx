import { useClaims, type ClaimStatus } from '../api/get-claims';
import { AdminPage } from './admin-page';
import { ClaimItem } from './claim-item';
import { QueueList, StatusFilterNav, useStatusFilter, type StatusFilter } from './status-filter';

const FILTERS: StatusFilter<ClaimStatus>[] = [
  {
    slug: 'pendientes',
    status: 'pending',
    label: 'Pendientes',
    empty: 'No hay reclamos pendientes',
  },
  {
    slug: 'programados',
    status: 'scheduled',
    label: 'Traspaso programado',
    empty: 'No hay traspasos programados',
  },
  { slug: 'aprobados', status: 'approved', label: 'Aprobados', empty: 'No hay reclamos aprobados' },
  {
    slug: 'rechazados',
    status: 'rejected',
    label: 'Rechazados',
    empty: 'No hay reclamos rechazados',
  },
];

/** /admin/reclamos: requests to own an existing listing, pending first; approve or reject. */
export function ClaimsScreen() {
  const filter = useStatusFilter(FILTERS);
  const claims = useClaims(filter.status);
  return (
    <AdminPage
      title="Reclamos de negocios"
      description="Personas que piden ser dueñas de un negocio del directorio."
    >
      <StatusFilterNav label="Estado de los reclamos" filters={FILTERS} current={filter} />
      <QueueList
        query={claims}
        loadingLabel="Cargando reclamos..."
        errorTitle="No se pudieron cargar los reclamos."
        empty={filter.empty}
      >
        {(claim) => <ClaimItem key={claim.id} claim={claim} />}
      </QueueList>
    </AdminPage>
  );
}
