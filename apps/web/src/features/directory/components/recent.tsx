import { Link } from 'react-router';
import { RECENT_LIMIT } from '@drd/shared/constants';
import { useRecentBusinesses } from '../api/get-businesses';
import { WhenVisible } from '../../../components/ui/when-visible';
import { BusinessGrid, GridSkeleton } from './business-grid';

export function RecentBusinesses() {
  const { data, isPending, isError } = useRecentBusinesses(RECENT_LIMIT);
  return (
    <section aria-labelledby="recientes">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3">
        <h2 id="recientes" className="text-xl font-bold">
          Negocios Recién Publicados
        </h2>
        <Link
          to="/todos-los-negocios"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          Ver todos
        </Link>
      </div>
      {isPending && <p className="text-sm text-slate-600">Cargando...</p>}
      {isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          No se pudieron cargar los negocios recientes
        </p>
      )}
      {data && (
        // Drawn when it scrolls near, like the featured grid (featured.tsx).
        <WhenVisible placeholder={<GridSkeleton count={data.length} />}>
          <BusinessGrid businesses={data} />
        </WhenVisible>
      )}
    </section>
  );
}
