// What affiliates are told by e-mail: a new commission, a payout on its way, and a payout made.
import { formatDate, formatMonth } from '@drd/shared/format';
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

export function payoutScheduled(
  publicUrl: string,
  payout: { amount: string; period: string; rows: number },
): MailContent {
  const rows = payout.rows === 1 ? '1 movimiento' : `${payout.rows} movimientos`;
  return {
    subject: `Tu pago de comisiones de US$ ${payout.amount} está en camino`,
    title: 'Pago de comisiones en camino',
    paragraphs: [
      `Tu saldo aprobado llegó al mínimo: incluimos US$ ${payout.amount} (${rows}) en los pagos de ${formatMonth(payout.period)}.`,
      'Te avisaremos por correo cuando lo hayamos enviado.',
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
      `Registramos el pago de US$ ${payout.amount} de tus comisiones, en los pagos de ${formatMonth(payout.period)}.`,
    ],
    action: { label: 'Ver mi panel de afiliado', url: `${publicUrl}/afiliados` },
    reason: AFFILIATE_REASON,
  };
}

export function commissionsApproved(
  publicUrl: string,
  approved: { amount: string; count: number },
): MailContent {
  const what = approved.count === 1 ? 'Tu comisión' : `Tus ${approved.count} comisiones`;
  return {
    subject: `${what} de US$ ${approved.amount} ${approved.count === 1 ? 'fue aprobada' : 'fueron aprobadas'}`,
    title: 'Comisiones aprobadas',
    paragraphs: [
      `Pasó el plazo de reembolso: ${what.toLowerCase()} (US$ ${approved.amount} en total) ya ${approved.count === 1 ? 'está aprobada' : 'están aprobadas'}.`,
      'Se incluyen en el pago mensual cuando tu saldo aprobado llega al mínimo.',
    ],
    action: { label: 'Ver mi panel de afiliado', url: `${publicUrl}/afiliados` },
    reason: AFFILIATE_REASON,
  };
}

export function newReferrals(publicUrl: string, names: string[]): MailContent {
  const one = names.length === 1;
  return {
    subject: one
      ? `Tienes un nuevo referido: ${names[0]}`
      : `Tienes ${names.length} nuevos referidos`,
    title: one ? '¡Nuevo referido!' : '¡Nuevos referidos!',
    paragraphs: [
      `${one ? 'Creó su cuenta' : 'Crearon su cuenta'} con tu enlace o tu código: ${names.join(', ')}.`,
      'Cuando paguen su plan verás tu comisión en tu panel de afiliado.',
    ],
    action: { label: 'Ver mis referidos', url: `${publicUrl}/afiliados` },
    reason: AFFILIATE_REASON,
  };
}
