import { Link, Navigate } from 'react-router';
import { Plus, Store } from 'lucide-react';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoading } from '../../../components/ui/page-loading';
import { ApiRequestError } from '../../../lib/api-client';
import { useMyBusinesses } from '../api/get-my-businesses';
import { BusinessStatusCard } from './business-status-card';
import { ClaimsList } from './claims-list';
import { ClaimsOnMine } from './claims-on-mine';

export const LOGIN_FOR_MY_BUSINESSES = '/login?next=/mis-negocios';

/** The signed-in person's businesses and claims, or the invitation to register one. */
export function MyBusinessesScreen() {
  const query = useMyBusinesses();
  // A session that ended since the page loaded.
  if (query.error instanceof ApiRequestError && query.error.status === 401) {
    return <Navigate to={LOGIN_FOR_MY_BUSINESSES} replace />;
  }
  const businesses = query.data?.businesses ?? [];
  const claims = query.data?.claims ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">Mis negocios</h1>
        {businesses.length > 0 && (
          <Link
            to="/registrar-negocio"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <Plus className="size-4" aria-hidden />
            Registrar otro negocio
          </Link>
        )}
      </div>
      {query.isPending ? (
        <PageLoading label="Cargando tus negocios..." />
      ) : query.isError ? (
        <div className="space-y-3">
          <FormAlert title="No se pudieron cargar tus negocios">
            Revisa tu conexión e inténtalo de nuevo.
          </FormAlert>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <>
          {businesses.length > 0 && <ClaimsOnMine />}
          {businesses.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
              <Store className="mx-auto size-10 text-slate-400" aria-hidden />
              <p className="mt-3 text-lg font-semibold">Aún no tienes negocios registrados</p>
              <p className="mt-1 text-slate-600">
                Registra tu negocio para que tus clientes te encuentren en el directorio.
              </p>
              <Link
                to="/registrar-negocio"
                className="mt-4 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                Registrar mi negocio
              </Link>
            </div>
          ) : (
            <ul className="space-y-4" aria-label="Tus negocios">
              {businesses.map((business) => (
                <li key={business.id}>
                  <BusinessStatusCard business={business} />
                </li>
              ))}
            </ul>
          )}
          {claims.length > 0 && <ClaimsList claims={claims} />}
        </>
      )}
    </div>
  );
}
