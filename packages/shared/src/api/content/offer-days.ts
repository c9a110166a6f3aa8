// How long an offer still runs, by Dominican calendar days (no zod here: the public profile
// imports it in its first-load code).
import { formatDate, formatMoneyDOP } from '../../format';
import { dominicanDate } from '../../hours-exceptions';

/** Whole days from today (Dominican date) to the offer's last day: 0 on its last day. */
export function offerDaysLeft(validUntil: string, now: Date): number {
  const today = Date.parse(`${dominicanDate(now)}T00:00:00Z`);
  return Math.round((Date.parse(`${validUntil}T00:00:00Z`) - today) / 86_400_000);
}

/** 'Último día', 'Queda 1 día', 'Quedan 5 días'. */
export function daysLeftLabel(days: number): string {
  if (days <= 0) return 'Último día';
  return days === 1 ? 'Queda 1 día' : `Quedan ${days} días`;
}

/** '15% de descuento', 'RD$ 200.00 de descuento'; null without a discount. */
export function discountLabel(offer: {
  discountPercent: number | null;
  discountAmount: number | null;
}): string | null {
  if (offer.discountPercent !== null) return `${offer.discountPercent}% de descuento`;
  if (offer.discountAmount !== null) return `${formatMoneyDOP(offer.discountAmount)} de descuento`;
  return null;
}

/** 'Del 10 de noviembre de 2026 al 18 de noviembre de 2026', or 'Hasta …' without a start. */
export function validityLabel(offer: { validFrom: string | null; validUntil: string }): string {
  return offer.validFrom
    ? `Del ${formatDate(offer.validFrom)} al ${formatDate(offer.validUntil)}`
    : `Hasta el ${formatDate(offer.validUntil)}`;
}
