// What affiliates are told: a new referral, a commission approved after its hold, a payout made.
import type { MailContent } from '../mail/templates';

const AFFILIATE_REASON =
  'Recibes este correo porque participas en el programa de afiliados de Directorio RD.';

export function newReferral(publicUrl: string, referred: { name: string }): MailContent {
  return {
    subject: `Tienes un nuevo referido: ${referred.name}`,
    title: '¡Nuevo referido!',
    paragraphs: [
      `${referred.name} creó su cuenta con tu enlace de afiliado.`,
      'Cuando pague su plan, verás tu comisión en tu panel de afiliado.',
    ],
    action: { label: 'Ver mis referidos', url: `${publicUrl}/afiliados` },
    reason: AFFILIATE_REASON,
  };
}

export function commissionApproved(
  publicUrl: string,
  commission: { amount: string; businessName: string | null },
): MailContent {
  return {
    subject: `Tu comisión de US$ ${commission.amount} fue aprobada`,
    title: 'Comisión aprobada',
    paragraphs: [
      `Pasó el plazo de reembolso y tu comisión de US$ ${commission.amount}${commission.businessName ? ` por «${commission.businessName}»` : ''} ya está aprobada.`,
      'Se incluirá en el próximo pago mensual cuando tu saldo aprobado llegue al mínimo.',
    ],
    action: { label: 'Ver mis comisiones', url: `${publicUrl}/afiliados` },
    reason: AFFILIATE_REASON,
  };
}

export function payoutMade(
  publicUrl: string,
  payout: { amount: string; commissions: number },
): MailContent {
  return {
    subject: `Te pagamos US$ ${payout.amount}`,
    title: 'Pago de comisiones realizado',
    paragraphs: [
      `Registramos el pago de US$ ${payout.amount} por ${payout.commissions} ${payout.commissions === 1 ? 'comisión' : 'comisiones'}.`,
      'El detalle está en tu historial de comisiones.',
    ],
    action: { label: 'Ver mi historial', url: `${publicUrl}/afiliados` },
    reason: AFFILIATE_REASON,
  };
}
