import { PaymentsScreen } from '../../features/admin/components/payments-screen';
import { AdminRoute } from './admin-route';

export function AdminPaymentsRoute() {
  return (
    <AdminRoute>
      <PaymentsScreen />
    </AdminRoute>
  );
}
