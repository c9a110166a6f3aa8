import { z } from 'zod';

export const REFERRAL_MESSAGES = {
  empty: 'Código requerido',
  invalid: 'El código de referido no es válido o ha expirado.',
  /** Nobody refers themself: the same account, or the affiliate's own e-mail or phone. */
  self: 'No puedes usar tu propio código de referido.',
} as const;

export const referralCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: REFERRAL_MESSAGES.empty })
    .max(40, { error: REFERRAL_MESSAGES.invalid }),
});

export const verifyReferralAnswerSchema = z.object({
  valid: z.boolean(),
  error: z.string().optional(),
  affiliate: z.object({ id: z.number(), username: z.string() }).optional(),
});
export type VerifyReferralAnswer = z.infer<typeof verifyReferralAnswerSchema>;
