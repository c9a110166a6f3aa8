import { usePendingBusinesses } from '../api/get-pending-businesses';
import { AdminPage } from './admin-page';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { PendingBusinessItem } from './pending-business-item';

/** /admin/negocios: new businesses waiting for approval, the oldest first. */
export function PendingBusinessesScreen() {
  const pending = usePendingBusinesses();
  return (
    <AdminPage
      title="Negocios nuevos"
      description="Al aprobar un negocio se publica en el directorio por un año."
    >
      {pending.isPending ? (
        <ListLoading label="Cargando negocios..." />
      ) : pending.isError ? (
        <ListError
          title="No se pudieron cargar los negocios pendientes."
          onRetry={() => void pending.refetch()}
        />
      ) : pending.data.length === 0 ? (
        <ListEmpty title="No hay negocios esperando aprobación">
          Los negocios que se registren aparecerán aquí.
        </ListEmpty>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {pending.data.length}{' '}
            {pending.data.length === 1
              ? 'negocio esperando aprobación'
              : 'negocios esperando aprobación'}
          </p>
          <ul className="space-y-3">
            {pending.data.map((business) => (
              <PendingBusinessItem key={business.id} business={business} />
            ))}
          </ul>
        </>
      )}
    </AdminPage>
  );
}
