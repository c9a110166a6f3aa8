import { Link } from 'react-router';
import { ADMIN_LINKS } from '../../../components/layout/nav-links';
import { useAdminCounts } from '../api/get-admin-counts';
import { waitingOn } from '../waiting-count';
import { AdminPage } from './admin-page';
import { ListError, ListLoading } from './list-states';

/** /admin: what waits on each tab, as cards that open it. */
export function ConsoleHome() {
  const counts = useAdminCounts();
  const tabs = ADMIN_LINKS.filter((link) => link.to !== '/admin');
  return (
    <AdminPage title="Administración" description="Lo que espera en cada sección.">
      {counts.isPending ? (
        <ListLoading label="Cargando pendientes..." />
      ) : counts.isError ? (
        <ListError
          title="No se pudieron cargar los pendientes."
          onRetry={() => void counts.refetch()}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tabs.map((tab) => {
            const waiting = waitingOn(counts.data, tab.to);
            return (
              <li key={tab.to}>
                <Link
                  to={tab.to}
                  data-testid="console-tab"
                  className="flex min-h-20 items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm hover:bg-slate-50"
                >
                  <span className="font-semibold">{tab.label}</span>
                  {waiting !== undefined && (
                    <span
                      className={`text-sm font-semibold ${waiting > 0 ? 'text-amber-800' : 'text-slate-500'}`}
                    >
                      {waiting === 0
                        ? 'Nada pendiente'
                        : `${waiting} ${waiting === 1 ? 'pendiente' : 'pendientes'}`}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </AdminPage>
  );
}
