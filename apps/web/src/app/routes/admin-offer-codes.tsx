import { OfferCodesScreen } from '../../features/admin/components/offer-codes-screen';
import { AdminRoute } from './admin-route';

export function AdminOfferCodesRoute() {
  return (
    <AdminRoute>
      <OfferCodesScreen />
    </AdminRoute>
  );
}
