// Spanish names of the console's states and logged actions.
import type { BusinessState } from '@drd/shared/api/admin-console';

export const BUSINESS_STATE_LABELS: Record<BusinessState, string> = {
  active: 'Publicado',
  pending: 'Pendiente de aprobación',
  suspended: 'Suspendido',
  unpublished: 'Despublicado',
  lapsed: 'Plan vencido',
};

export const BUSINESS_STATE_TONE: Record<BusinessState, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  suspended: 'bg-red-100 text-red-900',
  unpublished: 'bg-slate-200 text-slate-800',
  lapsed: 'bg-orange-100 text-orange-900',
};

const ACTION_LABELS: Record<string, string> = {
  'business.approve': 'Aprobó el negocio',
  'business.reject': 'Rechazó el negocio',
  'business.suspend': 'Suspendió el negocio',
  'business.unpublish': 'Despublicó el negocio',
  'business.restore': 'Restauró el negocio',
  'business.edit': 'Editó los datos del negocio',
  'business.transfer': 'Transfirió el negocio a otra cuenta',
  'user.disable': 'Desactivó al usuario',
  'user.enable': 'Reactivó al usuario',
  'payment.received': 'Marcó el pago como recibido',
  'payment.refund': 'Marcó el pago como reembolsado',
  'claim.approve': 'Aprobó el reclamo',
  'claim.reject': 'Rechazó el reclamo',
  'verification.approve': 'Aprobó la verificación',
  'verification.reject': 'Rechazó la verificación',
  'submission.approve': 'Aprobó un cambio',
  'submission.reject': 'Rechazó un cambio',
  'review.publish': 'Publicó una reseña reportada',
  'review.keep': 'Mantuvo publicada una reseña reportada',
  'review.remove': 'Eliminó una reseña',
  'question.approve': 'Aprobó una pregunta o respuesta',
  'question.reject': 'Rechazó una pregunta o respuesta',
  'offer_code.create': 'Generó un código de oferta',
  'offer_code.revoke': 'Retiró un código de oferta',
  'payout.paid': 'Marcó un pago a afiliado como hecho',
};
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

const TARGET_LABELS: Record<string, string> = {
  business: 'Negocio',
  user: 'Usuario',
  payment: 'Pago',
  claim: 'Reclamo',
  verification: 'Verificación',
  submission: 'Cambio',
  review: 'Reseña',
  question: 'Pregunta',
  offer_code: 'Código',
  payout: 'Pago a afiliado',
};
export const targetLabel = (type: string) => TARGET_LABELS[type] ?? type;

const FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  description: 'Descripción',
  address: 'Dirección',
  phone: 'Teléfono',
  email: 'Correo',
  website: 'Sitio web',
  whatsappNumber: 'WhatsApp',
  tagline: 'Lema',
  state: 'Estado',
  status: 'Estado',
  reason: 'Motivo',
  disabled: 'Desactivado',
  method: 'Método',
  reference: 'Referencia',
  code: 'Código',
  businessId: 'Negocio',
  ownerId: 'Dueño',
  claimantId: 'Solicitante',
  contentType: 'Tipo',
  amount: 'Monto',
  affiliateId: 'Afiliado',
  published: 'Publicada',
  removed: 'Eliminada',
};
export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** A logged value as a person reads it. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === true) return 'sí';
  if (value === false) return 'no';
  if (typeof value === 'string') {
    const state = BUSINESS_STATE_LABELS[value as BusinessState];
    return state ?? value;
  }
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}
