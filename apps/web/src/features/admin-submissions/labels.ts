import { MODERATION_MESSAGES, SUBMISSION_TYPE_LABELS } from '@drd/shared/api/content/moderation';

export const REJECT_NOTE_MESSAGE = MODERATION_MESSAGES.rejectNote;

export const TYPE_OPTIONS = Object.entries(SUBMISSION_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

export const typeLabel = (contentType: string | null) =>
  (contentType && SUBMISSION_TYPE_LABELS[contentType as keyof typeof SUBMISSION_TYPE_LABELS]) ||
  'Cambio';

export const STATUS_LABELS: Record<string, { label: string; tone: string }> = {
  pending: { label: 'Pendiente', tone: 'bg-amber-100 text-amber-900' },
  approved: { label: 'Aprobado', tone: 'bg-emerald-100 text-emerald-900' },
  rejected: { label: 'Rechazado', tone: 'bg-red-100 text-red-900' },
};
export const statusOf = (status: string) => STATUS_LABELS[status] ?? STATUS_LABELS.pending!;

/** The toasts of one decision: the spec's 'Submission aprobado' in Spanish (issue #32). */
export const DECISION_TEXT = {
  approve: { done: 'Cambio aprobado', failed: 'No se pudo aprobar el cambio.' },
  reject: { done: 'Cambio rechazado', failed: 'No se pudo rechazar el cambio.' },
} as const;
