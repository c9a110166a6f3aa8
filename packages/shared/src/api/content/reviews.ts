// Visitors' reviews, moderated by the business's owner, and the owner's answers.
import { z } from 'zod';
import { optional, optionalText } from './fields';

export const REVIEW_MESSAGES = {
  created: 'Gracias por tu reseña. Se publicará cuando el negocio la apruebe.',
  disabled: 'Este negocio no acepta reseñas',
  notFound: 'Reseña no encontrada',
  decided: 'Esta reseña ya fue aprobada',
  approved: 'La reseña ahora es visible para el público',
  rejected: 'La reseña ha sido eliminada',
  notApproved: 'Solo se pueden responder reseñas aprobadas',
  answered: 'Esta reseña ya tiene una respuesta',
  tooMany: 'Ya enviaste varias reseñas. Intenta de nuevo mañana.',
} as const;

export const reviewBodySchema = z.object({
  rating: z
    .number({ error: 'Elige de 1 a 5 estrellas' })
    .int({ error: 'Elige de 1 a 5 estrellas' })
    .min(1, { error: 'Elige de 1 a 5 estrellas' })
    .max(5, { error: 'Elige de 1 a 5 estrellas' }),
  comment: z
    .string({ error: 'Escribe un comentario' })
    .trim()
    .min(1, { error: 'Escribe un comentario' })
    .max(2000, { error: 'Máximo 2000 caracteres' }),
  reviewerName: optionalText(80),
  reviewerEmail: optional(
    z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ error: 'Debe ingresar un email válido' })),
  ),
  /** Left empty by people; a form-filling robot fills it and its review is dropped. */
  website: z.string().max(500).optional(),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const reviewCreatedSchema = z.object({ message: z.string() });

export const ownerReviewSchema = z.object({
  id: z.number(),
  reviewerName: z.string().nullable(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  isApproved: z.boolean(),
  /** The owner's answer, in whatever state its moderation is. */
  reply: z
    .object({
      id: z.number(),
      reply: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
    })
    .nullable(),
});
export type OwnerReview = z.infer<typeof ownerReviewSchema>;

export const reviewDecisionSchema = z.object({ message: z.string(), rating: z.number() });
