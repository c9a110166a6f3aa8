// Offers and coupons (plan 3+): a discount in percent or in pesos, valid between two Dominican
// calendar days. Public while valid: the profile and the 'Ofertas' filter compare the days with
// today's Dominican date, so an expired offer disappears without a job.
import { z } from 'zod';
import { calendarDay, optional, optionalText, pesos, requiredText, wholeNumber } from './fields';

export const OFFER_MESSAGES = {
  bothDiscounts: 'Indica un porcentaje o un monto de descuento, no ambos',
  untilBeforeFrom: 'La fecha final debe ser igual o posterior a la de inicio',
  code: 'El código lleva solo letras, números y guiones (máximo 30)',
} as const;

export const offerSchema = z
  .object({
    title: requiredText('El título es obligatorio', 150),
    description: optionalText(1000),
    discountPercent: wholeNumber('El porcentaje debe ser un número entero de 1 a 100', 1, 100),
    discountAmount: pesos('Monto de descuento inválido'),
    code: optional(
      z
        .string({ error: OFFER_MESSAGES.code })
        .trim()
        .regex(/^[A-Za-z0-9-]{1,30}$/, { error: OFFER_MESSAGES.code })
        .transform((v) => v.toUpperCase()),
    ),
    validFrom: optional(calendarDay('Fecha de inicio inválida')),
    validUntil: calendarDay('La fecha final es obligatoria'),
    maxRedemptions: wholeNumber('El máximo de canjes debe ser un número entero positivo', 1, 1e6),
  })
  .refine((o) => o.discountPercent == null || o.discountAmount == null, {
    error: OFFER_MESSAGES.bothDiscounts,
    path: ['discountAmount'],
  })
  .refine((o) => !o.validFrom || o.validFrom <= o.validUntil, {
    error: OFFER_MESSAGES.untilBeforeFrom,
    path: ['validUntil'],
  });
