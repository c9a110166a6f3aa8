import { DirectoryBusinessScreen } from '../../features/admin/components/directory-business-screen';
import { AdminRoute } from './admin-route';

export function AdminDirectoryBusinessRoute() {
  return (
    <AdminRoute>
      <DirectoryBusinessScreen />
    </AdminRoute>
  );
}
