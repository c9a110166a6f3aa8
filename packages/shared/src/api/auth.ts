import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '../constants';

const username = z
  .string({ error: 'El nombre de usuario es obligatorio' })
  .trim()
  .min(1, { error: 'El nombre de usuario es obligatorio' })
  .min(3, { error: 'El nombre de usuario debe tener al menos 3 caracteres' })
  .max(30, { error: 'El nombre de usuario debe tener máximo 30 caracteres' })
  .regex(/^[A-Za-z0-9_.-]+$/, {
    error: 'El nombre de usuario solo puede tener letras, números, punto, guion y guion bajo',
  });

export const passwordSchema = z
  .string({ error: 'La contraseña es obligatoria' })
  .min(1, { error: 'La contraseña es obligatoria' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `La contraseña debe tener máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  });

export const registerBodySchema = z.object({
  username,
  email: z
    .string({ error: 'El correo electrónico es obligatorio' })
    .trim()
    .max(254, { error: 'Debe ingresar un email válido' })
    .pipe(z.email({ error: 'Debe ingresar un email válido' })),
  fullName: z
    .string({ error: 'El nombre completo es obligatorio' })
    .trim()
    .min(1, { error: 'El nombre completo es obligatorio' })
    .max(100, { error: 'El nombre completo debe tener máximo 100 caracteres' }),
  password: passwordSchema,
  phone: z
    .string()
    .trim()
    .max(20, { error: 'El teléfono debe tener máximo 20 caracteres' })
    .regex(/^[0-9+()\s-]*$/, { error: 'El teléfono solo puede tener números' })
    .refine((v) => v === '' || v.replace(/\D/g, '').length >= 10, {
      error: 'El teléfono debe tener al menos 10 dígitos',
    })
    .optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  username: z
    .string({ error: 'El nombre de usuario es obligatorio' })
    .trim()
    .min(1, { error: 'El nombre de usuario es obligatorio' })
    .max(254, { error: 'Usuario o contraseña incorrectos' }),
  password: z
    .string({ error: 'La contraseña es obligatoria' })
    .min(1, { error: 'La contraseña es obligatoria' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Usuario o contraseña incorrectos' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'La contraseña actual es obligatoria' })
    .min(1, { error: 'La contraseña actual es obligatoria' })
    .max(PASSWORD_MAX_LENGTH, { error: 'La contraseña actual no es correcta' }),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const currentUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  isAffiliate: z.boolean(),
  referralCode: z.string().nullable(),
  /** Whether the owner of the e-mail followed the confirmation link. */
  emailVerified: z.boolean(),
  /** The account's phone, if given: the business wizard starts with it. */
  phone: z.string().nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
