import { SystemScreen } from '../../features/admin/components/system-screen';
import { AdminRoute } from './admin-route';

export function AdminSystemRoute() {
  return (
    <AdminRoute>
      <SystemScreen />
    </AdminRoute>
  );
}
