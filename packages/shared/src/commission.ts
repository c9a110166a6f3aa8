// The one commission rule, for the calculator, the marketing text and the affiliate ledger alike:
// an affiliate earns 15 % of every completed payment of the owners they referred (first year and
// renewals). Amounts are whole cents here (never binary fractions of a dollar); money crosses the
// API as decimal strings ('150.00').

import { DOMINICAN_UTC_OFFSET_MS } from './constants';

export const COMMISSION_RATE_PERCENT = 15;
/** The first 1,000 affiliates earn 20 % more on their commissions during their first 3 months. */
export const EARLY_AFFILIATE_BONUS_PERCENT = 20;
export const EARLY_AFFILIATE_LIMIT = 1000;
export const EARLY_AFFILIATE_BONUS_MONTHS = 3;
/** A referral link binds the owner who follows it for this long; a code typed in binds at once. */
export const REFERRAL_LINK_DAYS = 30;
/** A commission stays pending while its payment can still be refunded. */
export const COMMISSION_PENDING_DAYS = 30;
/** Approved commissions are paid monthly, once they add up to at least this much. */
export const PAYOUT_MINIMUM_CENTS = 25_00;
/** The calculator's input: whole referrals per month, up to six digits. */
export const MAX_REFERRALS_PER_MONTH = 999_999;

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

function safe(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Importe fuera de rango: ${value}`);
  return value;
}

/** '150.00', '150' or '0.5' → cents (15000, 15000, 50); anything else throws. */
export function decimalToCents(amount: string): number {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`Importe no válido: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = safe(Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
  return sign && cents !== 0 ? -cents : cents;
}

/** 2250 → '22.50', -5 → '-0.05': the decimal string the API and the database take. */
export function centsToDecimal(cents: number): string {
  const abs = Math.abs(safe(cents));
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** numerator / denominator rounded to the nearest whole, halves away from zero, exactly. */
function divideRounded(numerator: number, denominator: number): number {
  const abs = Math.abs(safe(numerator));
  const quotient = Math.floor(abs / denominator);
  const rounded = 2 * (abs - quotient * denominator) >= denominator ? quotient + 1 : quotient;
  return numerator < 0 ? -rounded : rounded;
}

/**
 * The commission on one completed payment, in cents: 15 % of it, or 15 % × 1.2 while the
 * affiliate's early bonus applies. A refund's negative amount gives the negative adjustment.
 */
export function commissionCents(paymentCents: number, options: { earlyBonus?: boolean } = {}) {
  const bonus = options.earlyBonus ? 100 + EARLY_AFFILIATE_BONUS_PERCENT : 100;
  return divideRounded(safe(paymentCents) * COMMISSION_RATE_PERCENT * bonus, 100 * 100);
}

/** The calculator: plan price × referrals per month × 15 %, and that × 12 for the year. */
export function projectedCommission(
  planPriceCents: number,
  referralsPerMonth: number,
): { monthlyCents: number; annualCents: number } {
  const monthlyCents = commissionCents(safe(planPriceCents * referralsPerMonth));
  return { monthlyCents, annualCents: safe(monthlyCents * 12) };
}

/** The calculator's field as a whole number of referrals; 0 when it is not one. */
export function parseReferralsPerMonth(text: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return 0;
  return Math.min(Number(trimmed), MAX_REFERRALS_PER_MONTH);
}

/** Whether a commission earned at `earnedAt` gets the early bonus (first 1,000, first 3 months). */
export function earlyBonusApplies(
  affiliateNumber: number,
  joinedAt: Date,
  earnedAt: Date,
): boolean {
  if (!Number.isInteger(affiliateNumber) || affiliateNumber < 1) return false;
  if (affiliateNumber > EARLY_AFFILIATE_LIMIT) return false;
  const end = new Date(joinedAt);
  end.setUTCMonth(end.getUTCMonth() + EARLY_AFFILIATE_BONUS_MONTHS);
  return earnedAt.getTime() >= joinedAt.getTime() && earnedAt.getTime() < end.getTime();
}

/** Approved commissions are paid out once they reach US$ 25. */
export const payoutDue = (approvedCents: number) => approvedCents >= PAYOUT_MINIMUM_CENTS;

/** Cents as dollars with two decimals and comma thousands: 123450 → 'US$ 1,234.50'. */
export function formatUsdCents(cents: number): string {
  const [whole = '0', fraction = '00'] = centsToDecimal(cents).replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `US$ ${cents < 0 ? '-' : ''}${grouped}.${fraction}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Santo Domingo's wall clock (UTC-4 all year) as a UTC date, for calendar arithmetic. */
const dominican = (at: Date) => new Date(at.getTime() + DOMINICAN_UTC_OFFSET_MS);

/** The month a payout batch run at `now` belongs to: 'YYYY-MM' in Santo Domingo. */
export const payoutPeriod = (now: Date) => dominican(now).toISOString().slice(0, 7);

/**
 * The day of the month (Santo Domingo) the payout batch job creates the month's payouts; when no
 * server runs that day, it makes them on the first later day of the month that one does.
 */
export const PAYOUT_DAY_OF_MONTH = 1;

/** Whether the month's batch is due at `now`: on the payout day or any later day of the month. */
export const isPayoutDayReached = (now: Date) => dominican(now).getUTCDate() >= PAYOUT_DAY_OF_MONTH;

/**
 * The day the next payout batch is made (YYYY-MM-DD): today when this month's is due and not made
 * yet (the hourly job makes it late), else the next payout day strictly after today.
 */
export function nextPayoutDate(now: Date, monthBatchMade: boolean): string {
  const local = dominican(now);
  if (!monthBatchMade && isPayoutDayReached(now)) return local.toISOString().slice(0, 10);
  const month = local.getUTCDate() < PAYOUT_DAY_OF_MONTH ? 0 : 1;
  const next = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + month, PAYOUT_DAY_OF_MONTH),
  );
  return next.toISOString().slice(0, 10);
}

/** The instant a payout day (YYYY-MM-DD) starts in Santo Domingo. */
export const payoutDayStart = (date: string) =>
  new Date(new Date(`${date}T00:00:00.000Z`).getTime() - DOMINICAN_UTC_OFFSET_MS);

/**
 * Up to when the batch of `date` takes commissions leaving their refund window (the job approves
 * them first): the start of that day, or `now` for a batch due today and not made yet.
 */
export const payoutCutoff = (date: string, now: Date) =>
  new Date(Math.max(payoutDayStart(date).getTime(), now.getTime()));

/** When a commission earned at `earnedAt` leaves the refund window and is approved. */
export const commissionApprovalDate = (earnedAt: Date) =>
  new Date(earnedAt.getTime() + COMMISSION_PENDING_DAYS * DAY_MS);
