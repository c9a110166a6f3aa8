import { AdminPage } from '../../features/admin/components/admin-page';
import { SubmissionsScreen } from '../../features/admin-submissions/components/submissions-screen';
import { AdminRoute } from './admin-route';

/** The admin frame comes from features/admin; app/ composes it with the review queue. */
export function AdminSubmissionsRoute() {
  return (
    <AdminRoute>
      <AdminPage
        title="Revisar cambios"
        description="Lo que los propietarios cambiaron en sus negocios, del más antiguo al más reciente. Lo publicado no cambia hasta que apruebes."
      >
        <SubmissionsScreen />
      </AdminPage>
    </AdminRoute>
  );
}
