// What the owner reads about each business: its badge and its claims, in Spanish.
import type { MyBusiness, MyClaim } from '@drd/shared/api/my-businesses';
import { SUSPENSION_LABELS } from '@drd/shared/suspension';

export type BusinessBadge =
  'pending' | 'active' | 'expiring' | 'expired' | 'rejected' | 'suspended' | 'unpublished';

export const BADGE_LABELS: Record<BusinessBadge, string> = {
  pending: 'Pendiente de aprobación',
  active: 'Activo',
  expiring: 'Por vencer',
  expired: 'Vencido',
  rejected: 'Rechazado',
  ...SUSPENSION_LABELS,
};

/** An administrator's suspension or rejection first; then the plan's state; before that, the wait. */
export function businessBadge(
  business: Pick<MyBusiness, 'approval' | 'subscription'> & Partial<Pick<MyBusiness, 'suspension'>>,
): BusinessBadge {
  if (business.suspension) return business.suspension.kind;
  if (business.approval.status === 'rejected') return 'rejected';
  const { state } = business.subscription;
  return state === 'none' ? 'pending' : state;
}

export const CLAIM_LABELS: Record<MyClaim['status'], string> = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
};
