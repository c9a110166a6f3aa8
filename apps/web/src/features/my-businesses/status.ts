// What the owner reads about each business: its badge and its claims, in Spanish.
import type { MyBusiness, MyClaim } from '@drd/shared/api/my-businesses';

export type BusinessBadge = 'pending' | 'active' | 'expiring' | 'expired' | 'rejected';

export const BADGE_LABELS: Record<BusinessBadge, string> = {
  pending: 'Pendiente de aprobación',
  active: 'Activo',
  expiring: 'Por vencer',
  expired: 'Vencido',
  rejected: 'Rechazado',
};

/** A rejection first; then, once activated, the plan's state; before that, the wait. */
export function businessBadge(business: Pick<MyBusiness, 'approval' | 'subscription'>) {
  if (business.approval.status === 'rejected') return 'rejected';
  const { state } = business.subscription;
  return state === 'none' ? 'pending' : state;
}

export const CLAIM_LABELS: Record<MyClaim['status'], string> = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
};
