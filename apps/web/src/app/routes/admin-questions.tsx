import { AdminPage } from '../../features/admin/components/admin-page';
import { AdminQuestionsScreen } from '../../features/questions/components/admin-questions-screen';
import { AdminRoute } from './admin-route';

export function AdminQuestionsRoute() {
  return (
    <AdminRoute>
      <AdminPage
        title="Preguntas"
        description="Las preguntas de los visitantes, las que los negocios reportan y las respuestas de los negocios: nada se publica hasta que decidas."
      >
        <AdminQuestionsScreen />
      </AdminPage>
    </AdminRoute>
  );
}
