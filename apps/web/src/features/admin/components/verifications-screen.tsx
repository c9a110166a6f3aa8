import { Link, useSearchParams } from 'react-router';
import type { VerificationStatus } from '@drd/shared/api/verification';
import { useVerifications } from '../api/get-verifications';
import { AdminPage } from './admin-page';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { VerificationItem } from './verification-item';

const FILTERS: { slug: string; status: VerificationStatus; label: string; empty: string }[] = [
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
  const [params] = useSearchParams();
  const filter = FILTERS.find((f) => f.slug === params.get('estado')) ?? FILTERS[0]!;
  const list = useVerifications(filter.status);
  return (
    <AdminPage
      title="Verificaciones"
      description="Dueños que piden la insignia «Verificado» con su RNC o cédula y una foto del documento."
    >
      <nav aria-label="Estado de las verificaciones">
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
      {list.isPending ? (
        <ListLoading label="Cargando verificaciones..." />
      ) : list.isError ? (
        <ListError
          title="No se pudieron cargar las verificaciones."
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <ListEmpty title={filter.empty} />
      ) : (
        <ul className="space-y-3">
          {list.data.map((request) => (
            <VerificationItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
