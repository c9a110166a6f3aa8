import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { useQueries } from '@tanstack/react-query';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { getBusinessDetail } from '../../features/business-profile/api/get-business';
import { BusinessGrid, GridSkeleton } from '../../features/directory/components/business-grid';
import { useFavorites } from '../../lib/favorites';

export function FavoritesRoute() {
  useDocumentTitle('Mis favoritos');
  const ids = useFavorites();
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['business', id],
      queryFn: () => getBusinessDetail(id),
    })),
  });
  const loading = results.some((r) => r.isPending);
  // A favourite that is no longer published simply drops out of the list.
  const businesses = results.flatMap((r) => (r.data ? [r.data] : []));
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Mis favoritos</h1>
      {ids.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <Heart className="mx-auto size-10 text-slate-400" aria-hidden />
          <p className="mt-3 text-lg font-semibold">Aún no tienes favoritos</p>
          <p className="mt-1 text-slate-600">
            Toca el corazón de un negocio para guardarlo aquí. Se guardan en este navegador y, si
            inicias sesión, también en tu cuenta.
          </p>
          <Link
            to="/todos-los-negocios"
            className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white"
          >
            Explorar negocios
          </Link>
        </div>
      ) : loading ? (
        <GridSkeleton count={Math.min(ids.length, 6)} />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {businesses.length}{' '}
            {businesses.length === 1 ? 'negocio guardado' : 'negocios guardados'}
          </p>
          <BusinessGrid businesses={businesses} />
        </>
      )}
    </div>
  );
}
