// What the owner reads about each business: its badge, its plan line and its money, in Spanish.
import type { MyBusiness, MyClaim } from '@drd/shared/api/my-businesses';
import { formatDate } from '@drd/shared/format';

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

const days = (n: number) => (n === 1 ? '1 día' : `${n} días`);

/** The plan's line: expired with its date, expiring in days with its date, or active until. */
export function subscriptionLine(subscription: MyBusiness['subscription']): string | null {
  if (!subscription.expiresAt) return null;
  const date = formatDate(subscription.expiresAt);
  const left = subscription.daysLeft ?? 0;
  switch (subscription.state) {
    case 'expired':
      return `Tu plan venció el ${date}.`;
    case 'expiring':
      return `Tu plan vence en ${days(left)}, el ${date}.`;
    case 'active':
      return `Plan activo hasta el ${date} (${left === 1 ? 'queda' : 'quedan'} ${days(left)}).`;
    default:
      return null;
  }
}

/** A decimal string in dollars with cents: '1500.00' → 'US$ 1,500.00' (no float on the way). */
export function formatUsdAmount(amount: string): string {
  const [whole = '0', cents = ''] = amount.replace(/^-/, '').split('.');
  const sign = amount.startsWith('-') ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}US$ ${grouped}.${cents.padEnd(2, '0').slice(0, 2)}`;
}

export const PAYMENT_TYPE_LABELS: Record<string, string> = {
  subscription: 'Plan anual',
  renewal: 'Renovación',
};

export const PAYMENT_METHOD_LABELS = {
  bank_transfer: 'Transferencia bancaria',
  cash: 'Efectivo',
} as const;

export const CLAIM_LABELS: Record<MyClaim['status'], string> = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
};
