import { z } from 'zod';
import { normalizeOfferCode } from '../offer-code';

export const OFFER_CODE_MESSAGES = {
  empty: 'Por favor ingrese un código',
  valid: '¡Código válido!',
  invalid: 'Código inválido',
  used: 'Este código de oferta ya fue utilizado',
  expired: 'Este código de oferta ya venció',
  revoked: 'Este código de oferta fue retirado',
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
  label: z.string().nullable(),
  /** The last instant it works (the end of its day in Santo Domingo), or null for no expiry. */
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  usedBy: z.object({ id: z.number(), username: z.string() }).nullable(),
});
export type AdminOfferCode = z.infer<typeof adminOfferCodeSchema>;
export const adminOfferCodeListSchema = z.array(adminOfferCodeSchema);

export const OFFER_CODE_BATCH_MAX = 100;

/** 'Generar varios': how many, what they are for, and the last day they work. */
export const createOfferCodesBodySchema = z.object({
  count: z
    .number({ error: 'Indica cuántos códigos generar' })
    .int({ error: 'Indica un número entero' })
    .min(1, { error: 'Genera al menos 1 código' })
    .max(OFFER_CODE_BATCH_MAX, { error: `Máximo ${OFFER_CODE_BATCH_MAX} códigos a la vez` })
    .default(1),
  label: z
    .string()
    .trim()
    .max(100, { error: 'La etiqueta debe tener máximo 100 caracteres' })
    .optional(),
  expiresOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Fecha de vencimiento no válida' })
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), {
      error: 'Fecha de vencimiento no válida',
    })
    .optional(),
});
export type CreateOfferCodesBody = z.input<typeof createOfferCodesBodySchema>;

export const OFFER_CODE_ADMIN_MESSAGES = {
  pastExpiry: 'La fecha de vencimiento ya pasó',
  alreadyUsed: 'Este código ya fue utilizado: no se puede retirar',
  alreadyRevoked: 'Este código ya estaba retirado',
} as const;
