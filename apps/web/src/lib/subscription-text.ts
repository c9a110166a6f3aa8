// What an owner reads about a plan and its payments, on 'Mis negocios' and the business's page.
import type { SubscriptionAnswer } from '@drd/shared/api/subscriptions';
import { formatDate } from '@drd/shared/format';

const days = (n: number) => (n === 1 ? '1 día' : `${n} días`);

/** The plan's line: expired with its date, expiring in days with its date, or active until. */
export function subscriptionLine(
  subscription: Pick<SubscriptionAnswer, 'state' | 'expiresAt' | 'daysLeft'>,
): string | null {
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
