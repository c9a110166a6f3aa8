// The e-mail a new payment sends at once: its reference, amount and how to pay (decision 034),
// queued in the transaction that creates the payment (decision 009).
import { formatPlanPrice } from '@drd/shared/plan-price';
import type { Env } from '../../env';
import type { Tx } from '../../db/transaction';
import type { MailContent } from '../mail/templates';
import { notifyUser } from '../notifications/notify';
import { readDopPerUsd } from './exchange-rate';
import { manualPaymentProvider } from './provider';

export interface DuePayment {
  id: number;
  amount: string;
  userId: number;
  businessName: string;
}

/** Called by whoever creates a pending payment, inside its transaction. */
export type PaymentDueHook = (tx: Tx, payment: DuePayment, now: Date) => Promise<void>;

export function paymentDueMail(
  publicUrl: string,
  payment: { businessName: string; reference: string; price: string; methods: string[] },
): MailContent {
  return {
    subject: `Tu pago ${payment.reference} para «${payment.businessName}»`,
    title: 'Cómo pagar tu plan',
    paragraphs: [
      `Referencia del pago: ${payment.reference}. Monto: ${payment.price}.`,
      ...payment.methods,
      'Indica la referencia al pagar y sube la foto del comprobante en Mis negocios: un administrador confirmará el pago cuando lo reciba.',
    ],
    action: { label: 'Ver Mis negocios', url: `${publicUrl}/mis-negocios` },
    reason: 'Recibes este correo porque registraste o renovaste este negocio en Directorio RD.',
  };
}

export const paymentDueNotice =
  (config: Env): PaymentDueHook =>
  async (tx, payment, now) => {
    const instructions = manualPaymentProvider(config).instructions({
      id: payment.id,
      amount: payment.amount,
      currency: 'USD',
    });
    const dopPerUsd = await readDopPerUsd(tx, config.DOP_PER_USD);
    const content = paymentDueMail(config.PUBLIC_URL, {
      businessName: payment.businessName,
      reference: instructions.reference,
      price: formatPlanPrice(payment.amount, dopPerUsd),
      methods: instructions.methods.map((m) => m.text),
    });
    await notifyUser(tx, {
      userId: payment.userId,
      kind: 'payment-due',
      content,
      now,
      publicUrl: config.PUBLIC_URL,
      dedupeKey: `payment-due:${payment.id}`,
    });
  };
