import { Link, useSearchParams } from 'react-router';
import { useClaims, type ClaimStatus } from '../api/get-claims';
import { AdminPage } from './admin-page';
import { ClaimItem } from './claim-item';
import { ListEmpty, ListError, ListLoading } from './list-states';

const FILTERS: { slug: string; status: ClaimStatus; label: string; empty: string }[] = [
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
  const [params] = useSearchParams();
  const filter = FILTERS.find((f) => f.slug === params.get('estado')) ?? FILTERS[0]!;
  const claims = useClaims(filter.status);
  return (
    <AdminPage
      title="Reclamos de negocios"
      description="Personas que piden ser dueñas de un negocio del directorio."
    >
      <nav aria-label="Estado de los reclamos">
        <ul className="flex flex-wrap gap-1">
          {FILTERS.map((f) => (
            <li key={f.slug}>
              <Link
                to={f.slug === 'pendientes' ? '?' : `?estado=${f.slug}`}
                aria-current={f === filter ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ${
                  f === filter
                    ? 'bg-slate-800 text-white'
                    : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                }`}
              >
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {claims.isPending ? (
        <ListLoading label="Cargando reclamos..." />
      ) : claims.isError ? (
        <ListError
          title="No se pudieron cargar los reclamos."
          onRetry={() => void claims.refetch()}
        />
      ) : claims.data.length === 0 ? (
        <ListEmpty title={filter.empty} />
      ) : (
        <ul className="space-y-3">
          {claims.data.map((claim) => (
            <ClaimItem key={claim.id} claim={claim} />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
