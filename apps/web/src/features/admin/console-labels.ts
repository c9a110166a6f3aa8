// Spanish names of the console's states and of the fields and values the audit log shows.
import type { BusinessState } from '@drd/shared/api/admin-console';

export const BUSINESS_STATE_LABELS: Record<BusinessState, string> = {
  active: 'Publicado',
  pending: 'Pendiente de aprobación',
  suspended: 'Suspendido',
  unpublished: 'Despublicado',
  lapsed: 'Plan vencido',
  unclaimed: 'Sin reclamar',
};

export const BUSINESS_STATE_TONE: Record<BusinessState, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  suspended: 'bg-red-100 text-red-900',
  unpublished: 'bg-slate-200 text-slate-800',
  lapsed: 'bg-orange-100 text-orange-900',
  unclaimed: 'bg-sky-100 text-sky-900',
};

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

/** The codes a decision logs as its state, in the words of the screens. */
const VALUE_WORDS: Record<string, string> = {
  approved: 'aprobado',
  rejected: 'rechazado',
  completed: 'recibido',
  refunded: 'reembolsado',
  cancelled: 'cancelado',
  bank_transfer: 'transferencia bancaria',
  cash: 'efectivo',
};

/** A logged value as a person reads it. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === true) return 'sí';
  if (value === false) return 'no';
  if (typeof value === 'string') {
    const state = BUSINESS_STATE_LABELS[value as BusinessState];
    return state ?? VALUE_WORDS[value] ?? value;
  }
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}
