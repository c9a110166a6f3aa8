import { decimalToCents, formatUsdCents } from '@drd/shared/commission';
import { COMMISSION_STATUS_LABELS, type CommissionStatus } from '@drd/shared/api/affiliates';

/** '37.50' → 'US$ 37.50': decimal strings from the API, never through a float. */
export const usd = (amount: string) => formatUsdCents(decimalToCents(amount));

export const STATUS_TONES: Record<CommissionStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-sky-100 text-sky-900',
  completed: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export const statusLabel = (status: CommissionStatus) => COMMISSION_STATUS_LABELS[status];
