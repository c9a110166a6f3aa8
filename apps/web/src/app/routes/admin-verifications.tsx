import { VerificationsScreen } from '../../features/admin/components/verifications-screen';
import { AdminRoute } from './admin-route';

export function AdminVerificationsRoute() {
  return (
    <AdminRoute>
      <VerificationsScreen />
    </AdminRoute>
  );
}
