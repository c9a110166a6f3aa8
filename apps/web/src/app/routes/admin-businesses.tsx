import { PendingBusinessesScreen } from '../../features/admin/components/pending-businesses-screen';
import { AdminRoute } from './admin-route';

export function AdminBusinessesRoute() {
  return (
    <AdminRoute>
      <PendingBusinessesScreen />
    </AdminRoute>
  );
}
