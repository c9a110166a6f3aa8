// One interface for every way of paying a plan. The manual provider (bank transfer or cash,
// confirmed by an administrator) is built in; card providers plug in behind the same interface.
import type { PaymentInstructions } from '@drd/shared/api/payments';
import type { Env } from '../../env';

export interface PendingPayment {
  id: number;
  amount: string;
  currency: 'USD';
}

export interface PaymentProvider {
  /** Stored in transactions.payment_method. */
  readonly id: string;
  /** What the owner needs to pay this transaction. */
  instructions(payment: PendingPayment): PaymentInstructions;
}

/** The reference the owner quotes so an administrator can match the money to the transaction. */
export const paymentReference = (id: number) => `DRD-${String(id).padStart(6, '0')}`;

export function manualPaymentProvider(config: Env): PaymentProvider {
  return {
    id: 'manual',
    instructions: (payment) => ({
      provider: 'manual',
      reference: paymentReference(payment.id),
      amount: payment.amount,
      currency: payment.currency,
      methods: [
        { method: 'bank_transfer', text: config.PAYMENT_BANK_INSTRUCTIONS },
        { method: 'cash', text: config.PAYMENT_CASH_INSTRUCTIONS },
      ],
    }),
  };
}
