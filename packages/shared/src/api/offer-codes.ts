import { z } from 'zod';
import { normalizeOfferCode } from '../offer-code';

export const OFFER_CODE_MESSAGES = {
  empty: 'Por favor ingrese un código',
  valid: '¡Código válido!',
  invalid: 'Código inválido',
  used: 'Este código de oferta ya fue utilizado',
  free: 'Publicación gratuita por 1 año: no se te cobrará nada.',
} as const;

/** An offer code as typed: trimmed and upper-cased; empty is refused with its Spanish message. */
export const offerCodeInput = z
  .string({ error: OFFER_CODE_MESSAGES.empty })
  .max(40, { error: OFFER_CODE_MESSAGES.invalid })
  .transform(normalizeOfferCode)
  .refine((v) => v.length > 0, { error: OFFER_CODE_MESSAGES.empty });

export const validateOfferCodeBodySchema = z.object({ code: offerCodeInput });

export const validateOfferCodeAnswerSchema = z.object({
  valid: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type ValidateOfferCodeAnswer = z.infer<typeof validateOfferCodeAnswerSchema>;

export const adminOfferCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  isUsed: z.boolean(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  usedBy: z.object({ id: z.number(), username: z.string() }).nullable(),
});
export type AdminOfferCode = z.infer<typeof adminOfferCodeSchema>;
export const adminOfferCodeListSchema = z.array(adminOfferCodeSchema);
