// Plan periods and their states, shared by the owner's page and the server's expiry job.
export const EXPIRING_DAYS = 30;
export const PLAN_YEARS = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SubscriptionState = 'none' | 'active' | 'expiring' | 'expired';

/** One calendar year on (29 February lands on 1 March, as Date does). */
export function addYears(date: Date, years = PLAN_YEARS): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}

/** Expired once the date is reached; expiring with 30 days or fewer left; otherwise active. */
export function subscriptionState(
  expiresAt: Date | null,
  now: Date,
): { state: SubscriptionState; daysLeft: number | null } {
  if (!expiresAt) return { state: 'none', daysLeft: null };
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return { state: 'expired', daysLeft: 0 };
  const daysLeft = Math.ceil(left / DAY_MS);
  return { state: daysLeft <= EXPIRING_DAYS ? 'expiring' : 'active', daysLeft };
}

/**
 * Where a paid renewal starts: at the current end when paid early, so no paid day is lost, and at
 * the payment date when the plan had already lapsed.
 */
export function renewalStart(currentEnd: Date | null, paidAt: Date): Date {
  return currentEnd && currentEnd.getTime() > paidAt.getTime() ? currentEnd : paidAt;
}
