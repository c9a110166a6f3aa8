// How long an offer still runs, by Dominican calendar days (no zod here: the public profile
// imports it in its first-load code).
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
