import { ClaimsScreen } from '../../features/admin/components/claims-screen';
import { AdminRoute } from './admin-route';

export function AdminClaimsRoute() {
  return (
    <AdminRoute>
      <ClaimsScreen />
    </AdminRoute>
  );
}
