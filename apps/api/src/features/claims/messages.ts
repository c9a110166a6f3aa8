// What the current owner of a claimed listing is told (they have CLAIM_OBJECTION_DAYS to object
// before an approved claim moves it), and what the claimant reads while the move waits.
import { formatDate } from '@drd/shared/format';
import type { MailContent } from '../mail/templates';

const OWNER_REASON =
  'Recibes este correo porque eres el propietario de este negocio en Directorio RD.';
const CLAIMANT_REASON = 'Recibes este correo porque pediste ser el propietario de este negocio.';
const panel = (publicUrl: string) => ({
  label: 'Ver Mis negocios',
  url: `${publicUrl}/mis-negocios`,
});

export function claimFiledForOwner(publicUrl: string, businessName: string): MailContent {
  return {
    subject: `Alguien pidió ser el propietario de «${businessName}»`,
    title: 'Recibimos un reclamo sobre tu negocio',
    paragraphs: [
      `Una persona pidió ser la propietaria de «${businessName}». Un administrador revisará sus pruebas.`,
      'Si el reclamo se aprueba, tendrás 7 días para objetar antes de que el negocio pase a otra persona. Si no reconoces este reclamo, puedes objetar desde Mis negocios.',
    ],
    action: panel(publicUrl),
    reason: OWNER_REASON,
  };
}

export function claimScheduledForOwner(
  publicUrl: string,
  businessName: string,
  movesAt: Date,
): MailContent {
  return {
    subject: `«${businessName}» pasará a otro propietario el ${formatDate(movesAt)}`,
    title: 'Se aprobó un reclamo sobre tu negocio',
    paragraphs: [
      `Un administrador aprobó el reclamo de otra persona sobre «${businessName}». El negocio pasará a esa persona el ${formatDate(movesAt)}.`,
      'Si el negocio es tuyo, objeta antes de esa fecha desde Mis negocios: el cambio se detiene y un administrador lo revisa de nuevo.',
    ],
    action: panel(publicUrl),
    reason: OWNER_REASON,
  };
}

export function claimRejectedForOwner(publicUrl: string, businessName: string): MailContent {
  return {
    subject: `El reclamo sobre «${businessName}» fue rechazado`,
    title: 'Tu negocio sigue siendo tuyo',
    paragraphs: [`Un administrador rechazó el reclamo sobre «${businessName}».`],
    action: panel(publicUrl),
    reason: OWNER_REASON,
  };
}

export function listingMovedForOwner(publicUrl: string, businessName: string): MailContent {
  return {
    subject: `«${businessName}» ya no está a tu nombre`,
    title: 'Tu negocio pasó a otro propietario',
    paragraphs: [
      `Por un reclamo aprobado, «${businessName}» pasó a otra persona en Directorio RD.`,
      'Si crees que es un error, escríbenos.',
    ],
    action: panel(publicUrl),
    reason: OWNER_REASON,
  };
}

export function claimScheduledForClaimant(
  publicUrl: string,
  businessName: string,
  movesAt: Date,
): MailContent {
  return {
    subject: `Tu reclamo de «${businessName}» fue aprobado`,
    title: 'Tu reclamo fue aprobado',
    paragraphs: [
      `«${businessName}» pasará a ti el ${formatDate(movesAt)}, si su propietario actual no objeta antes.`,
    ],
    action: panel(publicUrl),
    reason: CLAIMANT_REASON,
  };
}
