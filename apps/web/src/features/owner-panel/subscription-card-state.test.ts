import { describe, expect, it } from 'vitest';
import { subscriptionCardState } from './subscription-card-state';

const expiresAt = '2027-11-18T14:00:00.000Z';

describe('subscriptionCardState', () => {
  it('shows the three states with the date and the days', () => {
    expect(subscriptionCardState({ state: 'active', expiresAt, daysLeft: 200 })).toEqual({
      tone: 'active',
      title: 'Suscripción activa',
      line: 'Plan activo hasta el 18 de noviembre de 2027 (quedan 200 días).',
    });
    expect(subscriptionCardState({ state: 'expiring', expiresAt, daysLeft: 30 })).toEqual({
      tone: 'expiring',
      title: 'Suscripción por vencer',
      line: 'Tu plan vence en 30 días, el 18 de noviembre de 2027.',
    });
    expect(subscriptionCardState({ state: 'expired', expiresAt, daysLeft: 0 })).toEqual({
      tone: 'expired',
      title: 'Suscripción vencida',
      line: 'Tu plan venció el 18 de noviembre de 2027.',
    });
  });

  it('shows nothing before the business has an expiry date', () => {
    expect(subscriptionCardState({ state: 'none', expiresAt: null, daysLeft: null })).toBeNull();
  });
});
