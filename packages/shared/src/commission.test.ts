import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  commissionApprovalDate,
  isPayoutDayReached,
  payoutCutoff,
  nextPayoutDate,
  payoutDayStart,
  payoutPeriod,
  commissionCents,
  decimalToCents,
  earlyBonusApplies,
  formatUsdCents,
  parseReferralsPerMonth,
  payoutDue,
  projectedCommission,
} from './commission';
import { PACKAGES } from './constants';

describe('decimal amounts as cents', () => {
  it('reads the API decimal strings exactly', () => {
    expect(decimalToCents('150.00')).toBe(15000);
    expect(decimalToCents('0.29')).toBe(29);
    expect(decimalToCents('0.5')).toBe(50);
    expect(decimalToCents('25')).toBe(2500);
    expect(decimalToCents('-3.05')).toBe(-305);
    expect(decimalToCents('-0.00')).toBe(0);
    for (const bad of ['', 'abc', '1.234', '1,50', '1e3', '.5', 'NaN']) {
      expect(() => decimalToCents(bad)).toThrow(RangeError);
    }
  });

  it('writes cents back as decimal strings', () => {
    expect(centsToDecimal(2250)).toBe('22.50');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(decimalToCents('1234567.89'))).toBe('1234567.89');
  });
});

describe('commissionCents (15 % of a completed payment)', () => {
  it('is 15 % of every plan price, to the cent', () => {
    expect(PACKAGES.map((p) => commissionCents(p.price * 100))).toEqual([
      375, 900, 2250, 3750, 6000,
    ]);
  });

  it('rounds the exact fraction half up, where a float would not', () => {
    // 0.29 × 0.15 = 0.0435 → 4 cents; 0.10 × 0.15 = 0.015 → 2 cents (a float gives 0.01499…).
    expect(commissionCents(29)).toBe(4);
    expect(commissionCents(10)).toBe(2);
    expect(commissionCents(3)).toBe(0);
    expect(commissionCents(4)).toBe(1);
    // A refund's adjustment mirrors the commission.
    expect(commissionCents(-15000)).toBe(-2250);
    expect(commissionCents(-10)).toBe(-2);
  });

  it('adds the early affiliates\u2019 20 % bonus on the commission', () => {
    expect(commissionCents(15000, { earlyBonus: true })).toBe(2700);
    expect(commissionCents(2500, { earlyBonus: true })).toBe(450);
    // 0.10 × 0.18 = 0.018 → 2 cents.
    expect(commissionCents(10, { earlyBonus: true })).toBe(2);
  });

  it('refuses amounts past the safe integer range instead of rounding them', () => {
    expect(() => commissionCents(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    expect(() => commissionCents(1.5)).toThrow(RangeError);
  });
});

describe('the calculator', () => {
  it('gives price × referrals × 15 % a month and twelve times that a year', () => {
    expect(projectedCommission(15000, 3)).toEqual({ monthlyCents: 6750, annualCents: 81000 });
    expect(projectedCommission(2500, 1)).toEqual({ monthlyCents: 375, annualCents: 4500 });
    expect(projectedCommission(40000, 0)).toEqual({ monthlyCents: 0, annualCents: 0 });
    expect(projectedCommission(40000, 999_999)).toEqual({
      monthlyCents: 5_999_994_000,
      annualCents: 71_999_928_000,
    });
  });

  it('reads the referrals as a whole number, 0 when invalid', () => {
    expect(parseReferralsPerMonth('3')).toBe(3);
    expect(parseReferralsPerMonth(' 12 ')).toBe(12);
    expect(parseReferralsPerMonth('007')).toBe(7);
    for (const bad of ['', 'abc', '-2', '2.5', '1e3', '3 referidos', '1234567']) {
      expect(parseReferralsPerMonth(bad)).toBe(0);
    }
  });

  it('writes dollars with two decimals and comma thousands', () => {
    expect(formatUsdCents(6750)).toBe('US$ 67.50');
    expect(formatUsdCents(0)).toBe('US$ 0.00');
    expect(formatUsdCents(123456789)).toBe('US$ 1,234,567.89');
    expect(formatUsdCents(-2250)).toBe('US$ -22.50');
  });
});

describe('bonus and payouts', () => {
  const joined = new Date('2026-01-15T12:00:00Z');

  it('gives the bonus to the first 1,000 affiliates during their first 3 months', () => {
    expect(earlyBonusApplies(1, joined, new Date('2026-04-15T11:59:59Z'))).toBe(true);
    expect(earlyBonusApplies(1000, joined, joined)).toBe(true);
    expect(earlyBonusApplies(1, joined, new Date('2026-04-15T12:00:00Z'))).toBe(false);
    expect(earlyBonusApplies(1001, joined, new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(earlyBonusApplies(0, joined, new Date('2026-02-01T00:00:00Z'))).toBe(false);
  });

  it('pays out from US$ 25', () => {
    expect(payoutDue(2499)).toBe(false);
    expect(payoutDue(2500)).toBe(true);
  });
});

describe('payout calendar', () => {
  it('counts months and the next batch in Santo Domingo time (UTC-4)', () => {
    // 1 December 02:00 UTC is still 30 November in Santo Domingo.
    const lateNovember = new Date('2026-12-01T02:00:00.000Z');
    expect(payoutPeriod(lateNovember)).toBe('2026-11');
    expect(nextPayoutDate(lateNovember, true)).toBe('2026-12-01');
    expect(nextPayoutDate(new Date('2026-12-15T12:00:00.000Z'), true)).toBe('2027-01-01');
    expect(payoutDayStart('2026-12-01').toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(payoutDayStart('2026-12-01').toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(commissionApprovalDate(new Date('2026-11-18T14:00:00.000Z')).toISOString()).toBe(
      '2026-12-18T14:00:00.000Z',
    );
  });

  it('has the job run on exactly the day the dashboard announces', () => {
    const announced = nextPayoutDate(new Date('2026-11-18T14:00:00.000Z'), true);
    const start = payoutDayStart(announced);
    expect(announced).toBe('2026-12-01');
    expect(isPayoutDayReached(start)).toBe(true);
    // Until the job has made that month's batch, it is due that day; then a month later.
    expect(nextPayoutDate(start, false)).toBe('2026-12-01');
    expect(nextPayoutDate(start, true)).toBe('2027-01-01');
    expect(payoutCutoff(announced, new Date(start.getTime() - 1))).toEqual(start);
  });

  it('announces a missed batch for today, taking what leaves the window by now', () => {
    // 3 December, 10:00 in Santo Domingo, and December's batch not made on the 1st.
    const third = new Date('2026-12-03T14:00:00.000Z');
    expect(nextPayoutDate(third, false)).toBe('2026-12-03');
    expect(payoutCutoff('2026-12-03', third)).toEqual(third);
    expect(nextPayoutDate(third, true)).toBe('2027-01-01');
  });
});
