import { describe, expect, it } from 'vitest';
import type { RegistrationAnswer } from '@drd/shared/api/registration';
import { successDescription } from './components/use-wizard-submit';

const answer = (amount: string, referral: RegistrationAnswer['referral']): RegistrationAnswer => ({
  message: 'Negocio registrado',
  business: { id: 1, name: 'Colmado', isActive: false },
  transaction: { id: 1, amount, currency: 'USD', type: 'registration', status: 'pending' },
  referral,
});

describe('the registration success message', () => {
  it('points to the payment, or says the offer code paid the year', () => {
    expect(successDescription(answer('150.00', 'none'))).toMatch(/^Encontrarás las instrucciones/);
    expect(successDescription(answer('0.00', 'bound'))).toMatch(/^Tu código de oferta cubre/);
  });

  it('says why a referral code of the owner themself did not count', () => {
    expect(successDescription(answer('150.00', 'self'))).toMatch(
      /^No puedes usar tu propio código de referido\. Encontrarás/,
    );
  });
});
