// What affiliates are told by e-mail: a new commission, and a payout made.
import { formatDate } from '@drd/shared/format';
import type { MailContent } from '../mail/templates';

const AFFILIATE_REASON =
  'Recibes este correo porque participas en el programa de afiliados de Directorio RD.';

export function commissionEarned(
  publicUrl: string,
  commission: { amount: string; approvesOn: Date },
): MailContent {
  return {
    subject: `Nueva comisión de US$ ${commission.amount}`,
    title: '¡Ganaste una comisión!',
    paragraphs: [
      `Un negocio que referiste pagó su plan: tu comisión es de US$ ${commission.amount}.`,
      `Queda pendiente durante el plazo de reembolso y se aprueba el ${formatDate(commission.approvesOn)}.`,
    ],
    action: { label: 'Ver mi panel de afiliado', url: `${publicUrl}/afiliados` },
    reason: AFFILIATE_REASON,
  };
}

export function payoutMade(
  publicUrl: string,
  payout: { amount: string; period: string },
): MailContent {
  return {
    subject: `Te pagamos US$ ${payout.amount} en comisiones`,
    title: 'Pago de comisiones realizado',
    paragraphs: [
      `Registramos el pago de tus comisiones del mes ${payout.period}: US$ ${payout.amount}.`,
    ],
    action: { label: 'Ver mi panel de afiliado', url: `${publicUrl}/afiliados` },
    reason: AFFILIATE_REASON,
  };
}
