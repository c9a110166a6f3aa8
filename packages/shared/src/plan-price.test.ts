import { describe, expect, it } from 'vitest';
import { formatDopEstimate, formatPlanPrice } from './plan-price';
import { paymentWhatsappMessage } from './whatsapp';

describe('formatPlanPrice', () => {
  it('shows dollars and pesos at the rate', () => {
    expect(formatPlanPrice(60, 60)).toBe('US$ 60 (RD$ 3,600 aprox.)');
    expect(formatPlanPrice('400.00', 58.5)).toBe('US$ 400 (RD$ 23,400 aprox.)');
    expect(formatPlanPrice('25.50', 60.25)).toBe('US$ 25.50 (RD$ 1,536 aprox.)');
  });

  it('shows only dollars without a usable rate', () => {
    expect(formatPlanPrice(150, null)).toBe('US$ 150');
    expect(formatPlanPrice(150, 0)).toBe('US$ 150');
    expect(formatPlanPrice(150, Number.NaN)).toBe('US$ 150');
    expect(formatDopEstimate(150, null)).toBeNull();
  });

  it('writes the pesos alone for a line under a big price', () => {
    expect(formatDopEstimate(250, 60)).toBe('RD$ 15,000 aprox.');
  });
});

describe('paymentWhatsappMessage', () => {
  it('names the reference and the business', () => {
    expect(paymentWhatsappMessage('DRD-000123', ' Colmado Juan ')).toBe(
      'Hola, envío el comprobante del pago DRD-000123 de «Colmado Juan».',
    );
  });
});
