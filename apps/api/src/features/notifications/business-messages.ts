// What owners are told about their business: approval, payments, claims and renewals.
import { businessPath } from '@drd/shared/business-path';
import { formatDate } from '@drd/shared/format';
import type { MailContent } from '../mail/templates';

const OWNER_REASON =
  'Recibes este correo porque registraste o gestionas este negocio en Directorio RD.';
export function businessApproved(
  publicUrl: string,
  business: { id: number; name: string },
  note: string | null,
): MailContent {
  return {
    subject: `Tu negocio «${business.name}» ya está publicado`,
    title: '¡Tu negocio fue aprobado!',
    paragraphs: [
      `«${business.name}» ya aparece en el directorio, en las búsquedas y en el mapa.`,
      ...(note ? [`Nota del administrador: ${note}`] : []),
    ],
    action: { label: 'Ver mi negocio', url: `${publicUrl}${businessPath(business)}` },
    reason: OWNER_REASON,
  };
}

export function businessRejected(
  publicUrl: string,
  business: { name: string },
  note: string,
): MailContent {
  return {
    subject: `Tu negocio «${business.name}» no fue aprobado`,
    title: 'Tu solicitud necesita cambios',
    paragraphs: [
      `Revisamos «${business.name}» y no pudimos publicarlo todavía.`,
      `Motivo: ${note}`,
      'Puedes corregirlo y volver a intentarlo, o escribirnos si tienes dudas.',
    ],
    action: { label: 'Ir a Mis negocios', url: `${publicUrl}/mis-negocios` },
    reason: OWNER_REASON,
  };
}

export function paymentReceived(
  publicUrl: string,
  payment: { amount: string; businessName: string; reference: string },
): MailContent {
  return {
    subject: `Recibimos tu pago de US$ ${payment.amount}`,
    title: 'Pago recibido',
    paragraphs: [
      `Registramos tu pago de US$ ${payment.amount} por «${payment.businessName}» (referencia ${payment.reference}).`,
      'Gracias por confiar en Directorio RD.',
    ],
    action: { label: 'Ver Mis negocios', url: `${publicUrl}/mis-negocios` },
    reason: OWNER_REASON,
  };
}

export function claimDecided(
  publicUrl: string,
  claim: { businessId: number; businessName: string; approved: boolean; note: string | null },
): MailContent {
  return claim.approved
    ? {
        subject: `Ya eres el propietario de «${claim.businessName}»`,
        title: 'Tu reclamo fue aprobado',
        paragraphs: [
          `Ahora administras «${claim.businessName}» en Directorio RD.`,
          ...(claim.note ? [`Nota del administrador: ${claim.note}`] : []),
        ],
        action: { label: 'Ver Mis negocios', url: `${publicUrl}/mis-negocios` },
        reason: 'Recibes este correo porque pediste ser el propietario de este negocio.',
      }
    : {
        subject: `Tu reclamo de «${claim.businessName}» no fue aprobado`,
        title: 'Tu reclamo no fue aprobado',
        paragraphs: [
          `No pudimos confirmar que «${claim.businessName}» es tu negocio.`,
          ...(claim.note ? [`Motivo: ${claim.note}`] : []),
        ],
        action: {
          label: 'Ver el negocio',
          url: `${publicUrl}${businessPath({ id: claim.businessId, name: claim.businessName })}`,
        },
        reason: 'Recibes este correo porque pediste ser el propietario de este negocio.',
      };
}

export function verificationDecided(
  publicUrl: string,
  request: { businessId: number; businessName: string; approved: boolean; note: string | null },
): MailContent {
  const business = { id: request.businessId, name: request.businessName };
  return request.approved
    ? {
        subject: `«${request.businessName}» ya es un negocio verificado`,
        title: 'Tu negocio fue verificado',
        paragraphs: [
          `Confirmamos los datos de «${request.businessName}»: su perfil y sus tarjetas muestran ahora la insignia «Verificado».`,
          ...(request.note ? [`Nota del administrador: ${request.note}`] : []),
        ],
        action: { label: 'Ver mi negocio', url: `${publicUrl}${businessPath(business)}` },
        reason: OWNER_REASON,
      }
    : {
        subject: `No pudimos verificar «${request.businessName}»`,
        title: 'Tu solicitud de verificación no fue aprobada',
        paragraphs: [
          `Revisamos el documento que enviaste para «${request.businessName}» y no pudimos confirmarlo.`,
          ...(request.note ? [`Motivo: ${request.note}`] : []),
          'Puedes enviar una nueva solicitud desde el panel de tu negocio.',
        ],
        action: { label: 'Ir a Mis negocios', url: `${publicUrl}/mis-negocios` },
        reason: OWNER_REASON,
      };
}

export function renewalReminder(
  publicUrl: string,
  business: { name: string; expiresAt: Date },
  daysLeft: number,
): MailContent {
  const expired = daysLeft <= 0;
  return {
    subject: expired
      ? `El plan de «${business.name}» venció`
      : `El plan de «${business.name}» vence en ${daysLeft} ${daysLeft === 1 ? 'día' : 'días'}`,
    title: expired ? 'Tu plan venció' : 'Renueva tu plan',
    paragraphs: expired
      ? [
          `El plan de «${business.name}» venció el ${formatDate(business.expiresAt)}.`,
          'Tu página sigue en el directorio con sus datos básicos; al renovar recuperas tu plan, tu destacado y tu contenido.',
        ]
      : [
          `El plan de «${business.name}» vence el ${formatDate(business.expiresAt)}.`,
          'Si renuevas antes, el nuevo año empieza cuando termina el actual: no pierdes ningún día.',
        ],
    action: { label: 'Renovar mi plan', url: `${publicUrl}/mis-negocios` },
    reason: OWNER_REASON,
  };
}
