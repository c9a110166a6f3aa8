import { UsersScreen } from '../../features/admin/components/users-screen';
import { AdminRoute } from './admin-route';

export function AdminUsersRoute() {
  return (
    <AdminRoute>
      <UsersScreen />
    </AdminRoute>
  );
}
