import { z } from 'zod';
import { passwordSchema } from './auth';

export const PASSWORD_RESET_MESSAGES = {
  requested:
    'Si la cuenta existe, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  invalidLink: 'El enlace no es válido o ya expiró. Solicita uno nuevo.',
  done: 'Tu contraseña fue cambiada. Ya puedes iniciar sesión.',
} as const;

/** The username or the e-mail, as sign-in takes them. */
export const passwordResetRequestSchema = z.object({
  login: z
    .string({ error: 'Escribe tu usuario o tu correo' })
    .trim()
    .min(1, { error: 'Escribe tu usuario o tu correo' })
    .max(254, { error: 'Escribe tu usuario o tu correo' }),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: PASSWORD_RESET_MESSAGES.invalidLink })
    .min(20, { error: PASSWORD_RESET_MESSAGES.invalidLink })
    .max(200, { error: PASSWORD_RESET_MESSAGES.invalidLink }),
  password: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const messageAnswerSchema = z.object({ message: z.string() });
