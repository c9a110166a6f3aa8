import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { ADMIN_PAGE_SIZE } from '@drd/shared/api/admin-console';
import { useAuditLog } from '../api/get-audit-log';
import { AdminPage } from './admin-page';
import { AuditEntries } from './audit-entries';
import { ListEmpty, ListError, ListLoading } from './list-states';

/** /admin/historial: every administrator's action, the newest first. */
export function AuditLogScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const log = useAuditLog(page);
  return (
    <AdminPage
      title="Historial de acciones"
      description="Cada acción de un administrador: quién, cuándo, qué y cómo estaba antes."
    >
      {log.isPending ? (
        <ListLoading label="Cargando historial..." />
      ) : log.isError ? (
        <ListError title="No se pudo cargar el historial." onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <ListEmpty title="Todavía no hay acciones registradas" />
      ) : (
        <>
          <AuditEntries entries={log.data.entries} showTarget />
          <Pagination
            page={page}
            count={log.data.total}
            pageSize={ADMIN_PAGE_SIZE}
            onPage={(next) => setParams(next === 1 ? {} : { pagina: String(next) })}
          />
        </>
      )}
    </AdminPage>
  );
}
