import { ConsoleHome } from '../../features/admin/components/console-home';
import { AdminRoute } from './admin-route';

export function AdminConsoleRoute() {
  return (
    <AdminRoute>
      <ConsoleHome />
    </AdminRoute>
  );
}
