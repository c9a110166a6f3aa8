import { MailScreen } from '../../features/admin/components/mail-screen';
import { AdminRoute } from './admin-route';

export function AdminMailRoute() {
  return (
    <AdminRoute>
      <MailScreen />
    </AdminRoute>
  );
}
