// What an owner is told when an administrator takes the business off the directory or back.
import type { MailContent } from '../mail/templates';

const OWNER_REASON =
  'Recibes este correo porque registraste o gestionas este negocio en Directorio RD.';

export function businessSuspended(
  publicUrl: string,
  business: { name: string },
  suspension: { kind: 'suspended' | 'unpublished'; reason: string },
): MailContent {
  const verb = suspension.kind === 'suspended' ? 'suspendido' : 'despublicado';
  return {
    subject: `Tu negocio «${business.name}» fue ${verb}`,
    title: `Tu negocio fue ${verb}`,
    paragraphs: [
      `«${business.name}» ya no aparece en el directorio. Sigues teniendo acceso a tu panel.`,
      `Motivo: ${suspension.reason}`,
      'Escríbenos si tienes dudas o cuando lo hayas corregido.',
    ],
    action: { label: 'Ir a Mis negocios', url: `${publicUrl}/mis-negocios` },
    reason: OWNER_REASON,
  };
}

export function businessRestored(publicUrl: string, business: { name: string }): MailContent {
  return {
    subject: `Tu negocio «${business.name}» está publicado de nuevo`,
    title: 'Tu negocio está publicado de nuevo',
    paragraphs: [`«${business.name}» vuelve a aparecer en el directorio.`],
    action: { label: 'Ir a Mis negocios', url: `${publicUrl}/mis-negocios` },
    reason: OWNER_REASON,
  };
}
