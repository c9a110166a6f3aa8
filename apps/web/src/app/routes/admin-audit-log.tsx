import { AuditLogScreen } from '../../features/admin/components/audit-log-screen';
import { AdminRoute } from './admin-route';

export function AdminAuditLogRoute() {
  return (
    <AdminRoute>
      <AuditLogScreen />
    </AdminRoute>
  );
}
