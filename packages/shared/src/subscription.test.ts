import { describe, expect, it } from 'vitest';
import { addYears, renewalStart, subscriptionState } from './subscription';
import { OFFER_CODE_ALPHABET, offerCodeFromBytes, normalizeOfferCode } from './offer-code';
import { missingRegistrationFields } from './api/registration';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-18T14:00:00Z');

describe('subscriptionState', () => {
  it('is active past 30 days, expiring at 30 or fewer, expired once the date is reached', () => {
    expect(subscriptionState(null, now)).toEqual({ state: 'none', daysLeft: null });
    expect(subscriptionState(new Date(now.getTime() + 31 * DAY), now).state).toBe('active');
    expect(subscriptionState(new Date(now.getTime() + 30 * DAY), now)).toEqual({
      state: 'expiring',
      daysLeft: 30,
    });
    expect(subscriptionState(new Date(now.getTime() + 1000), now)).toEqual({
      state: 'expiring',
      daysLeft: 1,
    });
    expect(subscriptionState(now, now).state).toBe('expired');
  });
});

describe('renewals', () => {
  it('extend from the current end when paid early, from the payment when late', () => {
    const end = new Date('2027-01-10T00:00:00Z');
    expect(renewalStart(end, now)).toBe(end);
    const late = new Date('2027-02-01T00:00:00Z');
    expect(renewalStart(end, late)).toBe(late);
    expect(addYears(end).toISOString()).toBe('2028-01-10T00:00:00.000Z');
  });
});

describe('offer codes', () => {
  it('are 8 characters without look-alikes, compared upper-cased', () => {
    const code = offerCodeFromBytes(new Uint8Array([0, 31, 32, 255, 8, 14, 24, 100]));
    expect(code).toHaveLength(8);
    expect([...code].every((c) => OFFER_CODE_ALPHABET.includes(c))).toBe(true);
    expect(OFFER_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    expect(normalizeOfferCode(' ab12cd ')).toBe('AB12CD');
  });
});

describe('missingRegistrationFields', () => {
  it('lists absent and blank required fields', () => {
    expect(missingRegistrationFields({ name: 'Algo', description: '  ', packageId: 1 })).toEqual([
      'description',
      'category',
      'address',
      'province',
      'municipality',
      'phone',
      'email',
      'openingHours',
    ]);
    expect(missingRegistrationFields(null)).toHaveLength(10);
  });
});
