// Spanish names of the values the admin API answers with, and the few formats the admin screens use.
import { PACKAGES } from '@drd/shared/constants';

export const ADMIN_REDIRECT_DELAY_MS = 500;
export const COPIED_INDICATOR_MS = 2000;

const PAYMENT_STATUS: Record<string, string> = {
  pending: 'Pendiente',
  completed: 'Recibido',
  refunded: 'Reembolsado',
  cancelled: 'Cancelado',
};
const PAYMENT_TYPE: Record<string, string> = {
  subscription: 'Plan (primer año)',
  renewal: 'Renovación',
  offer_code: 'Código de oferta',
};
const PAYMENT_METHOD: Record<string, string> = {
  manual: 'Manual',
  bank_transfer: 'Transferencia bancaria',
  cash: 'Efectivo',
  paypal: 'PayPal',
  offer_code: 'Código de oferta',
};

export const paymentStatusLabel = (status: string) => PAYMENT_STATUS[status] ?? status;
export const paymentTypeLabel = (type: string) => PAYMENT_TYPE[type] ?? type;
export const paymentMethodLabel = (method: string) => PAYMENT_METHOD[method] ?? method;

export const planName = (packageId: number) =>
  PACKAGES.find((p) => p.id === packageId)?.name ?? `Plan ${packageId}`;

/** A decimal string from the API ('1250.00') as 'US$ 1,250.00': always two decimals. */
export function formatUsdAmount(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.replace(/^-/, '').split('.');
  const sign = amount.startsWith('-') ? '-' : '';
  return `US$ ${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction.padEnd(2, '0')}`;
}

/** Badge colours by state: waiting amber, done green, undone or refused grey/red. */
export const STATUS_TONE = {
  pending: 'bg-amber-100 text-amber-900',
  completed: 'bg-emerald-100 text-emerald-900',
  approved: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-sky-100 text-sky-900',
  refunded: 'bg-slate-200 text-slate-800',
  rejected: 'bg-red-100 text-red-900',
} as const;

export const toneOf = (status: string) =>
  STATUS_TONE[status as keyof typeof STATUS_TONE] ?? 'bg-slate-200 text-slate-800';
