// One line of the audit log as a Spanish sentence naming the action, what it was about and the
// business ('Aprobó un cambio de Redes sociales en «Colmado Papito»', issue 41).
import type { AuditEntry } from '@drd/shared/api/admin-console';
import type { SUBMISSION_CONTENT_TYPES } from '@drd/shared/api/content/moderation';

/** What a change was about, as the sentence says it ('un cambio de Redes sociales'). */
const CHANGE_OF: Record<(typeof SUBMISSION_CONTENT_TYPES)[number], string> = {
  gallery: 'Galería',
  videos: 'Videos',
  faqs: 'FAQs',
  'social-links': 'Redes sociales',
  menus: 'Menú',
  events: 'Eventos',
  products: 'Productos',
  offers: 'Ofertas',
  'review-replies': 'Respuestas a reseñas',
  business: 'Información del negocio',
  'special-hours': 'Horario especial',
};

interface Parts {
  /** «Name», or how a business no longer there is named. */
  business: string;
  /** ' de Redes sociales', or '' when the type is unknown. */
  of: string;
}

const SENTENCES: Record<string, (p: Parts) => string> = {
  'business.approve': (p) => `Aprobó el negocio ${p.business}`,
  'business.reject': (p) => `Rechazó el negocio ${p.business}`,
  'business.suspend': (p) => `Suspendió el negocio ${p.business}`,
  'business.unpublish': (p) => `Despublicó el negocio ${p.business}`,
  'business.restore': (p) => `Restauró el negocio ${p.business}`,
  'business.edit': (p) => `Editó los datos del negocio ${p.business}`,
  'business.transfer': (p) => `Transfirió el negocio ${p.business} a otra cuenta`,
  'user.disable': () => 'Desactivó una cuenta de usuario',
  'user.enable': () => 'Reactivó una cuenta de usuario',
  'payment.received': (p) => `Marcó como recibido un pago de ${p.business}`,
  'payment.refund': (p) => `Marcó como reembolsado un pago de ${p.business}`,
  'claim.approve': (p) => `Aprobó el reclamo de ${p.business}`,
  'claim.reject': (p) => `Rechazó el reclamo de ${p.business}`,
  'verification.approve': (p) => `Aprobó la verificación de ${p.business}`,
  'verification.reject': (p) => `Rechazó la verificación de ${p.business}`,
  'submission.approve': (p) => `Aprobó un cambio${p.of} en ${p.business}`,
  'submission.reject': (p) => `Rechazó un cambio${p.of} en ${p.business}`,
  'review.publish': (p) => `Publicó una reseña reportada de ${p.business}`,
  'review.keep': (p) => `Mantuvo publicada una reseña reportada de ${p.business}`,
  'review.remove': (p) => `Eliminó una reseña de ${p.business}`,
  'question.approve': (p) => `Aprobó una pregunta o respuesta en ${p.business}`,
  'question.reject': (p) => `Rechazó una pregunta o respuesta en ${p.business}`,
  'offer_code.create': () => 'Generó un código de oferta',
  'offer_code.revoke': () => 'Retiró un código de oferta',
  'payout.paid': () => 'Marcó un pago a afiliado como hecho',
};

/** The fields the sentence already names, left out of the entry's before → after list. */
export const NAMED_IN_SENTENCE = new Set(['businessId', 'contentType']);

export function auditSentence(
  entry: Pick<AuditEntry, 'action' | 'targetType' | 'targetId' | 'before' | 'after' | 'business'>,
): string {
  const sentence = SENTENCES[entry.action];
  if (!sentence) return entry.action;
  const type = entry.after?.contentType ?? entry.before?.contentType;
  const typeWord = typeof type === 'string' ? CHANGE_OF[type as keyof typeof CHANGE_OF] : undefined;
  const business = entry.business
    ? `«${entry.business.name}»`
    : entry.targetType === 'business'
      ? `#${entry.targetId} (ya eliminado)`
      : 'un negocio ya eliminado';
  return sentence({ business, of: typeWord ? ` de ${typeWord}` : '' });
}
