// A business's people (issue #31, decision 030): the owner, up to 5 managers invited by e-mail,
// and a transfer of the business to another account, each accepted through a mailed link.
import { z } from 'zod';
import { idSchema } from './common';

/** How many managers a business may have, counting invitations still open. */
export const MAX_MANAGERS = 5;
/** Days an invitation or a transfer link stays valid. */
export const INVITATION_DAYS = 7;

export const MANAGER_MESSAGES = {
  invited: 'Invitación enviada',
  revoked: 'Invitación cancelada',
  removed: 'Gestor eliminado',
  limit: `Un negocio puede tener hasta ${MAX_MANAGERS} gestores`,
  alreadyManager: 'Esa persona ya gestiona este negocio',
  alreadyInvited: 'Ya hay una invitación abierta para ese correo',
  ownEmail: 'Ese correo es el del dueño del negocio',
  accepted: 'Ahora gestionas este negocio',
  youAreOwner: 'Ya eres el dueño de este negocio',
  used: 'Esta invitación ya fue usada o cancelada',
  invalid: 'El enlace no es válido o ya venció',
  invitationNotFound: 'Invitación no encontrada',
  managerNotFound: 'Gestor no encontrado',
  transferStarted: 'Enviamos el enlace de transferencia',
  transferCancelled: 'Transferencia cancelada',
  transferAccepted: 'El negocio ahora es tuyo',
  transferNotFound: 'No hay una transferencia pendiente',
  ownerChanged: 'El negocio cambió de dueño: esta transferencia ya no vale',
} as const;

/** An invitation is for its address (issue #41): what another account, or an unconfirmed one, reads. */
export const invitationForOtherAddress = (masked: string) =>
  `Esta invitación es para otra dirección de correo (${masked})`;
export const invitationNeedsConfirmedEmail = (masked: string) =>
  `Confirma tu correo antes de aceptar: abre el enlace que te enviamos a ${masked} y vuelve a esta página.`;

/** An address as a stranger may see it: first letter, '•••', '@' and the domain (a•••@correo.do). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

const emailSchema = z
  .string({ error: 'Debe ingresar un email válido' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Debe ingresar un email válido' })
  .pipe(z.email({ error: 'Debe ingresar un email válido' }));

export const invitationBodySchema = z.object({ email: emailSchema });
export type InvitationBody = z.infer<typeof invitationBodySchema>;

export const acceptBodySchema = z.object({
  token: z
    .string({ error: 'Falta el enlace' })
    .min(1, { error: 'Falta el enlace' })
    .max(200, { error: 'El enlace no es válido o ya venció' }),
});

export const businessParamsSchema = z.object({ businessId: idSchema });
export const invitationParamsSchema = businessParamsSchema.extend({ invitationId: idSchema });
export const managerParamsSchema = businessParamsSchema.extend({ userId: idSchema });

/** The signed-in person's place in a business: what the panel shows them. */
export const businessRoleSchema = z.object({ role: z.enum(['owner', 'manager', 'admin']) });
export type BusinessRole = z.infer<typeof businessRoleSchema>['role'];

const personSchema = z.object({ userId: z.number(), fullName: z.string(), email: z.string() });
const openLinkSchema = z.object({
  id: z.number(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export const businessPeopleSchema = z.object({
  owner: personSchema.nullable(),
  managers: z.array(personSchema.extend({ since: z.string() })),
  invitations: z.array(openLinkSchema),
  transfer: openLinkSchema.nullable(),
});
export type BusinessPeople = z.infer<typeof businessPeopleSchema>;

export const messageSchema = z.object({ message: z.string() });

/** What /invitacion shows before any button: the business, who invited, what it gives, to whom. */
export const invitationPreviewSchema = z.object({
  kind: z.enum(['manager', 'transfer']),
  businessName: z.string(),
  inviterName: z.string(),
  /** Masked: the page is open to whoever holds the link, never the full address. */
  email: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationPreviewQuerySchema = z.object({
  token: z
    .string({ error: 'Falta el enlace' })
    .min(1, { error: 'Falta el enlace' })
    .max(200, { error: 'El enlace no es válido o ya venció' }),
});

export const acceptAnswerSchema = z.object({
  message: z.string(),
  kind: z.enum(['manager', 'transfer']),
  business: z.object({ id: z.number(), name: z.string() }),
});
export type AcceptAnswer = z.infer<typeof acceptAnswerSchema>;
