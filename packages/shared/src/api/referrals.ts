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

/** The page a referral link opens: who invites (first name and initial only) and the code. */
export const referralPageAnswerSchema = z.object({
  code: z.string(),
  affiliateName: z.string(),
});
export type ReferralPageAnswer = z.infer<typeof referralPageAnswerSchema>;

/** 'María Altagracia Pérez' → 'María P.': enough to recognise, not a full name for anyone with a code. */
export function publicAffiliateName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Un afiliado';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
