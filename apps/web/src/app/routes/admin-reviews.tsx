import { AdminPage } from '../../features/admin/components/admin-page';
import { ReportedReviewsScreen } from '../../features/admin-reviews/components/reported-reviews-screen';
import { AdminRoute } from './admin-route';

export function AdminReviewsRoute() {
  return (
    <AdminRoute>
      <AdminPage
        title="Reseñas reportadas"
        description="Los negocios reportan reseñas con un motivo; siguen publicadas hasta que decidas: mantenerla o retirarla con un motivo."
      >
        <ReportedReviewsScreen />
      </AdminPage>
    </AdminRoute>
  );
}
