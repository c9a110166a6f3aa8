import { DirectoryScreen } from '../../features/admin/components/directory-screen';
import { AdminRoute } from './admin-route';

export function AdminDirectoryRoute() {
  return (
    <AdminRoute>
      <DirectoryScreen />
    </AdminRoute>
  );
}
