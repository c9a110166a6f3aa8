// The texts of the grouped notices: an owner's decided changes, new reviews, and the
// administrators' digest.
import { CHANGE_TYPE_LABELS, type ChangeType } from '@drd/shared/api/content/items';
import { SUBMISSION_TYPE_LABELS } from '@drd/shared/api/content/moderation';
import type { MailContent } from '../mail/templates';

const OWNER_REASON =
  'Recibes este correo porque registraste o gestionas este negocio en Directorio RD.';

export interface DecidedChange {
  contentType: string | null;
  changeType: string;
  changeData: Record<string, unknown>;
  status: string;
  reviewNotes: string | null;
}

// The field that names an item best, in the order an owner would recognise it.
const NAME_FIELDS = ['question', 'title', 'itemName', 'name', 'caption', 'platform', 'tagline'];

/** 'FAQ «¿Tienen parqueo?» (Contenido nuevo)': what changed, in the owner's words. */
export function describeChange(change: DecidedChange): string {
  const type =
    SUBMISSION_TYPE_LABELS[change.contentType as keyof typeof SUBMISSION_TYPE_LABELS] ??
    'Contenido';
  const field = NAME_FIELDS.find((key) => typeof change.changeData[key] === 'string');
  const name = field ? ` «${String(change.changeData[field]).slice(0, 80)}»` : '';
  const kind = CHANGE_TYPE_LABELS[change.changeType as ChangeType] ?? change.changeType;
  return `${type}${name} (${kind.toLowerCase()})`;
}

export function contentDecisions(
  publicUrl: string,
  business: { id: number; name: string },
  changes: DecidedChange[],
): MailContent {
  const rejected = changes.filter((c) => c.status === 'rejected').length;
  const count = changes.length === 1 ? 'un cambio' : `${changes.length} cambios`;
  return {
    subject: `Revisamos ${count} de «${business.name}»`,
    title: rejected ? 'Algunos cambios necesitan tu atención' : 'Tus cambios ya están publicados',
    paragraphs: [
      `Un administrador revisó ${count} de «${business.name}»:`,
      ...changes.map((c) =>
        c.status === 'approved'
          ? `✓ Aprobado: ${describeChange(c)}.`
          : `✗ Rechazado: ${describeChange(c)}.${c.reviewNotes ? ` Motivo: ${c.reviewNotes}` : ''}`,
      ),
      ...(rejected
        ? ['Lo rechazado no se publica; puedes corregirlo y enviarlo de nuevo desde tu panel.']
        : []),
    ],
    action: { label: 'Ir a mi negocio', url: `${publicUrl}/mi-negocio/${business.id}` },
    reason: OWNER_REASON,
  };
}

export function reviewsWaiting(
  publicUrl: string,
  business: { id: number; name: string },
  count: number,
): MailContent {
  const what =
    count === 1 ? 'Una reseña nueva se publicó' : `${count} reseñas nuevas se publicaron`;
  return {
    subject: `${what} en «${business.name}»`,
    title: 'Tienes reseñas nuevas',
    paragraphs: [
      `${what} en «${business.name}».`,
      // Decision 014: reviews are public once their writer is known; the owner never hides one.
      'Puedes responderlas. Si una incumple las normas, repórtala con un motivo: seguirá publicada hasta que un administrador la revise.',
    ],
    action: { label: 'Ver reseñas', url: `${publicUrl}/mi-negocio/${business.id}` },
    reason: OWNER_REASON,
  };
}

export function adminDigest(
  publicUrl: string,
  waiting: { registrations: number; changes: number; total: number },
): MailContent {
  return {
    subject: `${waiting.total} ${waiting.total === 1 ? 'solicitud espera' : 'solicitudes esperan'} revisión`,
    title: 'Hay cambios por revisar',
    paragraphs: [
      `Negocios nuevos por activar: ${waiting.registrations}.`,
      `Cambios de contenido e información por revisar: ${waiting.changes}.`,
      'Los propietarios ven sus cambios como pendientes hasta que los revises.',
    ],
    action: { label: 'Revisar cambios', url: `${publicUrl}/admin/submissions` },
    reason: 'Recibes este correo porque eres administrador de Directorio RD.',
  };
}
