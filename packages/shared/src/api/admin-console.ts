// The administrators' console (issue #31): what waits on each tab, the directory of every
// business with suspension and direct edits, users, and the audit log of every admin action.
import { z } from 'zod';
import { registrationBodySchema } from './registration';

/** How many things wait on each admin tab, keyed by the tab's path under /admin. */
export const adminCountsSchema = z.object({
  negocios: z.number(),
  submissions: z.number(),
  resenas: z.number(),
  preguntas: z.number(),
  pagos: z.number(),
  reclamos: z.number(),
  verificaciones: z.number(),
});
export type AdminCounts = z.infer<typeof adminCountsSchema>;

export const ADMIN_CONSOLE_MESSAGES = {
  suspended: 'Negocio suspendido',
  unpublished: 'Negocio despublicado',
  restored: 'Negocio restaurado',
  saved: 'Cambios guardados',
  notSuspended: 'Este negocio no está suspendido ni despublicado',
  alreadySuspended: 'Este negocio ya está fuera del directorio',
  notPublished: 'Este negocio todavía no ha sido aprobado',
  nothingChanged: 'No cambiaste ningún dato',
  userDisabled: 'Usuario desactivado',
  userEnabled: 'Usuario reactivado',
  ownAccount: 'No puedes desactivar tu propia cuenta',
  transferred: 'Negocio transferido',
  transferTargetMissing: 'No hay ninguna cuenta activa con ese usuario o correo',
  transferSameOwner: 'Esa cuenta ya es la dueña de este negocio',
  /** What a disabled user reads on signing in. */
  disabledSignIn: 'Tu cuenta está desactivada. Escríbenos si crees que es un error.',
} as const;

// ---------------------------------------------------------------- businesses

/** 'unclaimed': public with no owner yet (an imported listing), whatever its plan says. */
export const BUSINESS_STATES = [
  'active',
  'pending',
  'suspended',
  'unpublished',
  'lapsed',
  'unclaimed',
] as const;
export type BusinessState = (typeof BUSINESS_STATES)[number];

const text = (max: number) => z.string().trim().max(max, { error: 'Texto demasiado largo' });

export const adminBusinessQuerySchema = z.object({
  /** Name, phone, owner's username or e-mail, or a payment reference. */
  q: text(120).optional(),
  state: z.enum(BUSINESS_STATES, { error: 'Estado desconocido' }).optional(),
  plan: z.coerce
    .number({ error: 'Plan inválido' })
    .int({ error: 'Plan inválido' })
    .min(1, { error: 'Plan inválido' })
    .max(5, { error: 'Plan inválido' })
    .optional(),
  /** Plans ending within this many days (0: already ended). */
  expiresWithinDays: z.coerce
    .number({ error: 'Número de días inválido' })
    .int({ error: 'Número de días inválido' })
    .min(0, { error: 'Número de días inválido' })
    .max(366, { error: 'Número de días inválido' })
    .optional(),
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int({ error: 'Página inválida' })
    .min(1, { error: 'Página inválida' })
    .max(10_000, { error: 'Página inválida' })
    .default(1),
});
export type AdminBusinessQuery = z.output<typeof adminBusinessQuerySchema>;

export const adminBusinessRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  packageId: z.number(),
  state: z.enum(BUSINESS_STATES),
  expiresAt: z.string().nullable(),
  municipality: z.string(),
  owner: z.object({ id: z.number(), username: z.string(), email: z.string() }).nullable(),
});
export type AdminBusinessRow = z.infer<typeof adminBusinessRowSchema>;

export const ADMIN_PAGE_SIZE = 25;

export const adminBusinessListSchema = z.object({
  businesses: z.array(adminBusinessRowSchema),
  total: z.number(),
});

const registered = registrationBodySchema.shape;
// An optional fact left empty (or null) is cleared; an absent one is left as it is.
const clearable = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess(
      (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
      schema.nullable(),
    )
    .optional();

/**
 * The facts an administrator may correct directly, logged with before and after. Name and phone
 * are required (an empty one answers the registration's message); the others may be emptied.
 */
export const adminBusinessFactsSchema = z.object({
  name: registered.name.optional(),
  phone: registered.phone.optional(),
  description: clearable(registered.description),
  address: clearable(registered.address),
  email: clearable(registered.email),
  website: clearable(registered.website),
  whatsappNumber: clearable(registered.whatsappNumber),
  tagline: clearable(registered.tagline),
});
export type AdminBusinessFacts = z.input<typeof adminBusinessFactsSchema>;

export const adminBusinessSchema = adminBusinessRowSchema.extend({
  description: z.string(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  tagline: z.string().nullable(),
  category: z.string(),
  createdAt: z.string(),
  suspension: z
    .object({
      kind: z.enum(['suspended', 'unpublished']),
      reason: z.string(),
      at: z.string(),
    })
    .nullable(),
});
export type AdminBusiness = z.infer<typeof adminBusinessSchema>;

export const suspendBodySchema = z.object({
  kind: z.enum(['suspended', 'unpublished'], { error: 'Elige suspender o despublicar' }),
  reason: z
    .string({ error: 'Escribe el motivo que leerá el dueño' })
    .trim()
    .min(10, { error: 'El motivo debe tener al menos 10 caracteres' })
    .max(1000, { error: 'El motivo debe tener máximo 1000 caracteres' }),
});
export type SuspendBody = z.infer<typeof suspendBodySchema>;

/** The admin's transfer: the account that receives the business, by username or e-mail. */
export const adminTransferBodySchema = z.object({
  to: z
    .string({ error: 'Escribe el usuario o el correo de la cuenta que lo recibe' })
    .trim()
    .min(1, { error: 'Escribe el usuario o el correo de la cuenta que lo recibe' })
    .max(255, { error: 'Máximo 255 caracteres' }),
  note: text(1000).optional(),
});
export type AdminTransferBody = z.infer<typeof adminTransferBodySchema>;

export const restoreBodySchema = z.object({
  note: text(1000).optional(),
});

// ---------------------------------------------------------------- audit log

export const auditQuerySchema = z.object({
  targetType: z
    .enum(
      [
        'business',
        'user',
        'payment',
        'claim',
        'verification',
        'submission',
        'review',
        'question',
        'offer_code',
        'payout',
      ],
      {
        error: 'Tipo desconocido',
      },
    )
    .optional(),
  targetId: z.coerce
    .number({ error: 'Debe ser un número' })
    .int({ error: 'Debe ser un número entero' })
    .positive({ error: 'Debe ser un número positivo' })
    .max(2_147_483_647, { error: 'Número fuera de rango' })
    .optional(),
  page: adminBusinessQuerySchema.shape.page,
});
export type AuditTargetType = NonNullable<z.infer<typeof auditQuerySchema>['targetType']>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  admin: z.object({ id: z.number(), username: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number(),
  note: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The business the action was about (a deleted one, an account or a code: null). */
  business: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number(),
});

// ---------------------------------------------------------------- users

export const adminUserQuerySchema = z.object({
  q: text(120).optional(),
  page: adminBusinessQuerySchema.shape.page,
});

export const adminUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  isAffiliate: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  businesses: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Whether the administrator asking may disable this account (never their own). */
  canDisable: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number(),
});

export const disableUserBodySchema = z.object({
  reason: z
    .string({ error: 'Escribe el motivo' })
    .trim()
    .min(5, { error: 'El motivo debe tener al menos 5 caracteres' })
    .max(1000, { error: 'El motivo debe tener máximo 1000 caracteres' }),
});
