// The e-mails of invitations and transfers. An invitation goes to an address that may have no
// account yet, so it is queued to the address itself (not through notifyUser).
import type { MailContent } from '../mail/templates';

export function managerInvitation(input: {
  businessName: string;
  inviterName: string;
  url: string;
}): MailContent {
  return {
    subject: `Te invitan a gestionar «${input.businessName}»`,
    title: 'Te invitan a gestionar un negocio',
    paragraphs: [
      `${input.inviterName} te invitó a gestionar «${input.businessName}» en Directorio RD.`,
      'Como gestor podrás editar el perfil del negocio, sus horarios y su contenido, y leer sus estadísticas y mensajes. El enlace vale 7 días y solo lo acepta una cuenta con esta dirección de correo, confirmada: inicia sesión o crea tu cuenta con ella.',
    ],
    action: { label: 'Aceptar invitación', url: input.url },
    reason:
      'Recibes este correo porque el dueño de un negocio escribió esta dirección. Si no lo esperabas, ignóralo.',
  };
}

export function transferInvitation(input: {
  businessName: string;
  inviterName: string;
  url: string;
}): MailContent {
  return {
    subject: `Te transfieren la propiedad de «${input.businessName}»`,
    title: 'Te transfieren la propiedad de un negocio',
    paragraphs: [
      `${input.inviterName} quiere que seas el nuevo dueño de «${input.businessName}» en Directorio RD.`,
      'Al aceptar, el negocio y su plan pasan a tu cuenta: serás su dueño y responsable del pago, y quien lo transfiere y elige a sus gestores. El enlace vale 7 días y solo lo acepta una cuenta con esta dirección de correo, confirmada: inicia sesión o crea tu cuenta con ella.',
    ],
    action: { label: 'Aceptar transferencia', url: input.url },
    reason:
      'Recibes este correo porque el dueño de un negocio escribió esta dirección. Si no lo esperabas, ignóralo.',
  };
}

export function businessTransferred(
  publicUrl: string,
  input: { businessName: string; newOwnerName: string },
): MailContent {
  return {
    subject: `«${input.businessName}» ya tiene otro dueño`,
    title: 'Tu negocio pasó a otra cuenta',
    paragraphs: [
      `«${input.businessName}» ahora pertenece a ${input.newOwnerName}. Ya no aparece en tus negocios.`,
      'Si no reconoces este cambio, escríbenos respondiendo a este correo.',
    ],
    action: { label: 'Ver Mis negocios', url: `${publicUrl}/mis-negocios` },
    reason: 'Recibes este correo porque eras el dueño de este negocio en Directorio RD.',
  };
}

/** To a manager whose business changed hands: the new owner starts without managers. */
export function managerRemovedByMove(publicUrl: string, businessName: string): MailContent {
  return {
    subject: `Ya no gestionas «${businessName}»`,
    title: 'El negocio cambió de dueño',
    paragraphs: [
      `«${businessName}» pasó a otro dueño en Directorio RD y sus gestores fueron retirados. Ya no aparece en tus negocios.`,
      'Si debes seguir gestionándolo, pídele al nuevo dueño que te invite de nuevo.',
    ],
    action: { label: 'Ver Mis negocios', url: `${publicUrl}/mis-negocios` },
    reason: 'Recibes este correo porque gestionabas este negocio en Directorio RD.',
  };
}
