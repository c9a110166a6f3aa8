import { z } from 'zod';

export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'Tu correo quedó confirmado. ¡Gracias!',
  alreadyVerified: 'Tu correo ya está confirmado.',
  sent: 'Te enviamos un enlace nuevo. Revisa tu bandeja de entrada.',
  invalidLink: 'El enlace no es válido o ya expiró. Pide uno nuevo desde tu cuenta.',
} as const;

export const verifyEmailBodySchema = z.object({
  token: z
    .string({ error: EMAIL_VERIFICATION_MESSAGES.invalidLink })
    .min(20, { error: EMAIL_VERIFICATION_MESSAGES.invalidLink })
    .max(200, { error: EMAIL_VERIFICATION_MESSAGES.invalidLink }),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
