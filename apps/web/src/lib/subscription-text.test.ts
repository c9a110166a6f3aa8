import { describe, expect, it } from 'vitest';
import { formatUsdAmount, subscriptionLine } from './subscription-text';

const sub = (state: 'none' | 'active' | 'expiring' | 'expired', daysLeft: number | null) => ({
  state,
  daysLeft,
  activatedAt: state === 'none' ? null : '2026-11-18T14:00:00.000Z',
  expiresAt: state === 'none' ? null : '2027-11-18T14:00:00.000Z',
});

describe('subscriptionLine', () => {
  it('writes each state with its Dominican date', () => {
    expect(subscriptionLine(sub('active', 365))).toBe(
      'Plan activo hasta el 18 de noviembre de 2027 (quedan 365 días).',
    );
    expect(subscriptionLine(sub('expiring', 1))).toBe(
      'Tu plan vence en 1 día, el 18 de noviembre de 2027.',
    );
    expect(subscriptionLine(sub('expiring', 12))).toBe(
      'Tu plan vence en 12 días, el 18 de noviembre de 2027.',
    );
    expect(subscriptionLine(sub('expired', 0))).toBe('Tu plan venció el 18 de noviembre de 2027.');
    expect(subscriptionLine(sub('none', null))).toBeNull();
  });
});

describe('formatUsdAmount', () => {
  it('keeps the cents of the decimal string and groups thousands', () => {
    expect(formatUsdAmount('150.00')).toBe('US$ 150.00');
    expect(formatUsdAmount('1500.5')).toBe('US$ 1,500.50');
    expect(formatUsdAmount('0.00')).toBe('US$ 0.00');
    expect(formatUsdAmount('1234567.89')).toBe('US$ 1,234,567.89');
  });
});
