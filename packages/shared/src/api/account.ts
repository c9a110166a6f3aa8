// '/cuenta': a person's own account (docs/decisions/029-accounts.md). Name and phone, the e-mail
// changed through a link mailed to the new address, sessions, a copy of the data, deletion, and an
// affiliate's payout details.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { formatDominicanPhone, phoneDigits } from '../phone';

export const ACCOUNT_MESSAGES = {
  profileSaved: 'Tus datos se guardaron',
  emailSent: 'Te enviamos un enlace a tu nuevo correo. Ábrelo para confirmar el cambio.',
  emailChanged: 'Tu correo cambió. Desde ahora te escribimos a la nueva dirección.',
  emailSame: 'Ese ya es tu correo',
  emailTaken: 'El correo electrónico ya está registrado',
  invalidLink: 'El enlace no es válido o ya venció. Pide el cambio de nuevo desde Mi Cuenta.',
  wrongPassword: 'La contraseña no es correcta',
  othersClosed: 'Cerraste la sesión en tus otros dispositivos',
  passwordChanged: 'Tu contraseña cambió',
  payoutSaved: 'Tus datos de pago se guardaron',
  ownsBusinesses:
    'Antes de eliminar tu cuenta, transfiere o despublica tus negocios publicados desde Mis negocios.',
  payoutOnItsWay:
    'Tienes un pago de comisiones en camino. Podrás eliminar tu cuenta cuando lo recibas.',
  deleted: 'Tu cuenta fue eliminada',
} as const;

/** How a deleted account signs what it left behind (reviews, questions). */
export const DELETED_USER_NAME = 'Usuario eliminado';

const fullName = z
  .string({ error: 'El nombre completo es obligatorio' })
  .trim()
  .min(1, { error: 'El nombre completo es obligatorio' })
  .max(100, { error: 'El nombre completo debe tener máximo 100 caracteres' });

// Empty clears the phone; a Dominican number is stored as 809-555-0100, like a business's.
const phone = z
  .string()
  .trim()
  .max(20, { error: 'El teléfono debe tener máximo 20 caracteres' })
  .regex(/^[0-9+()\s.-]*$/, { error: 'El teléfono solo puede tener números' })
  .refine((v) => v === '' || phoneDigits(v).length >= 10, {
    error: 'El teléfono debe tener al menos 10 dígitos',
  })
  .transform((v) => (v === '' ? null : formatDominicanPhone(v)));

const email = z
  .string({ error: 'El correo electrónico es obligatorio' })
  .trim()
  .max(254, { error: 'Debe ingresar un email válido' })
  .pipe(z.email({ error: 'Debe ingresar un email válido' }));

/** The current password, asked again before a change that could hand the account to someone. */
export const currentPasswordSchema = z
  .string({ error: 'La contraseña es obligatoria' })
  .min(1, { error: 'La contraseña es obligatoria' })
  .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.wrongPassword });

export const profileBodySchema = z.object({ fullName, phone });
export type ProfileBody = z.input<typeof profileBodySchema>;

export const emailChangeBodySchema = z.object({ email, password: currentPasswordSchema });
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;

export const emailConfirmBodySchema = z.object({
  token: z.string().min(1, { error: ACCOUNT_MESSAGES.invalidLink }).max(200),
});

export const accountMessageSchema = z.object({ message: z.string() });

export const sessionSchema = z.object({
  /** A short handle of the session (never its token). */
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });

export const PAYOUT_METHODS = ['bank', 'paypal'] as const;

const detail = (label: string, max: number) =>
  z
    .string({ error: `${label} es obligatorio` })
    .trim()
    .min(1, { error: `${label} es obligatorio` })
    .max(max, { error: `${label} debe tener máximo ${max} caracteres` });

export const payoutDetailsBodySchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('bank'),
      bankName: detail('El banco', 80),
      accountNumber: detail('El número de cuenta', 40).regex(/^[0-9 -]+$/, {
        error: 'El número de cuenta solo puede tener números',
      }),
      accountHolder: detail('El titular', 100),
    }),
    z.object({ method: z.literal('paypal'), paypalEmail: email }),
  ],
  { error: 'Elige cómo quieres cobrar' },
);
export type PayoutDetailsBody = z.infer<typeof payoutDetailsBodySchema>;
export const payoutDetailsSchema = z.object({ details: payoutDetailsBodySchema.nullable() });
export type PayoutDetails = z.infer<typeof payoutDetailsSchema>;

/** One line for whoever pays: 'Banco Popular · 123-456 · Ana Pérez' or 'PayPal: ana@correo.do'. */
export function payoutDetailsLine(details: PayoutDetailsBody | null): string | null {
  if (!details) return null;
  return details.method === 'paypal'
    ? `PayPal: ${details.paypalEmail}`
    : `${details.bankName} · ${details.accountNumber} · ${details.accountHolder}`;
}

export const deleteAccountBodySchema = z.object({ password: currentPasswordSchema });

/** 'Descargar mis datos': the whole file; its sections are described in decision 029. */
export const accountExportSchema = z.looseObject({
  exportedAt: z.string(),
  account: z.looseObject({ id: z.number(), username: z.string(), email: z.string() }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
