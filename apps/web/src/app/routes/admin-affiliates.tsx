import { AdminPage } from '../../features/admin/components/admin-page';
import {
  AdminAffiliatesScreen,
  PayoutBatchButton,
} from '../../features/admin-affiliates/components/admin-affiliates-screen';
import { AdminRoute } from './admin-route';

export function AdminAffiliatesRoute() {
  return (
    <AdminRoute>
      <AdminPage
        title="Afiliados"
        description="Comisiones del 15 %: pendientes 30 días, luego aprobadas. Cada mes se paga a quien acumule US$ 25.00 aprobados."
        action={<PayoutBatchButton />}
      >
        <AdminAffiliatesScreen />
      </AdminPage>
    </AdminRoute>
  );
}
