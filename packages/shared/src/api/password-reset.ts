import { z } from 'zod';
import { passwordSchema } from './auth';

export const PASSWORD_RESET_MESSAGES = {
  requested:
    'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  invalidLink: 'El enlace no es válido o ya expiró. Solicita uno nuevo.',
  done: 'Tu contraseña fue cambiada. Ya puedes iniciar sesión.',
} as const;

export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: 'El correo electrónico es obligatorio' })
    .trim()
    .min(1, { error: 'El correo electrónico es obligatorio' })
    .max(254, { error: 'Debe ingresar un email válido' })
    .pipe(z.email({ error: 'Debe ingresar un email válido' })),
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
