// Visitors' reviews: public once the writer is known; the owner answers or reports them, and an
// administrator keeps or removes the reported ones (decision 014).
import { z } from 'zod';
import { versionSchema } from '../common';
import { optional, optionalText } from './fields';

export const REVIEW_MESSAGES = {
  created: 'Gracias por tu reseña. Ya está publicada en el perfil del negocio.',
  confirmationSent:
    'Te enviamos un enlace para confirmar tu reseña. Ábrelo desde tu correo y se publicará en el perfil del negocio.',
  /** Said on the form before writing: when the review goes public. */
  whenPublic:
    'Tu reseña se publica cuando confirmas tu correo con el enlace que te enviamos. Con tu sesión iniciada y tu correo confirmado, se publica al enviarla.',
  emailNeeded: 'Escribe tu correo para confirmar tu reseña',
  ownBusiness: 'No puedes reseñar tu propio negocio',
  confirmed: 'Tu reseña fue confirmada y ya está publicada en el perfil del negocio.',
  invalidLink: 'Este enlace no es válido o ya fue usado',
  disabled: 'Este negocio no acepta reseñas',
  notFound: 'Reseña no encontrada',
  decided: 'Ya reportaste esta reseña',
  reported: 'Reportada: sigue publicada hasta que un administrador la revise',
  reasonNeeded: 'Escribe el motivo',
  notApproved: 'Solo se pueden responder reseñas publicadas',
  answered: 'Esta reseña ya tiene una respuesta',
  tooMany: 'Ya enviaste varias reseñas. Intenta de nuevo mañana.',
  adminKept: 'La reseña sigue publicada',
  adminRemoved: 'La reseña fue retirada',
  adminDecided: 'Esta reseña ya fue revisada',
  notReported: 'Esta reseña no está reportada',
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

export const reviewCreatedSchema = z.object({
  message: z.string(),
  /** An anonymous writer must open the link mailed to them before the review counts. */
  needsConfirmation: z.boolean(),
});

/** A mailed link opened: the page links back to the business it was about. */
export const linkedBusinessSchema = z.object({ id: z.number(), name: z.string() });

/** The mailed link opened: the review is public; the page links back to its business. */
export const reviewConfirmedSchema = z.object({
  message: z.string(),
  business: linkedBusinessSchema,
});
export type ReviewConfirmed = z.infer<typeof reviewConfirmedSchema>;

/** Where a review stands for its owner: published, reported (still public), or removed. */
export const REVIEW_STATUSES = ['published', 'reported', 'removed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const ownerReviewSchema = z.object({
  id: z.number(),
  reviewerName: z.string().nullable(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  isApproved: z.boolean(),
  status: z.enum(REVIEW_STATUSES),
  /** The owner's report, if they made one (a review is reported once; an admin decides it). */
  reportReason: z.string().nullable(),
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

/** Why a review is reported (by the owner) or removed (by an administrator): kept with it. */
export const reviewReasonSchema = z.object({
  reason: z
    .string({ error: REVIEW_MESSAGES.reasonNeeded })
    .trim()
    .min(3, { error: REVIEW_MESSAGES.reasonNeeded })
    .max(500, { error: 'Máximo 500 caracteres' }),
});
export type ReviewReason = z.input<typeof reviewReasonSchema>;

/** The link mailed to an anonymous writer, as the confirmation page sends it back. */
export const reviewConfirmBodySchema = z.object({
  token: z
    .string({ error: REVIEW_MESSAGES.invalidLink })
    .min(1, { error: REVIEW_MESSAGES.invalidLink })
    .max(200, { error: REVIEW_MESSAGES.invalidLink }),
});

/** A reported review in the administrators' list. */
export const reportedReviewSchema = z.object({
  id: z.number(),
  businessId: z.number(),
  businessName: z.string(),
  reviewerName: z.string().nullable(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  reportedAt: z.string(),
  reportReason: z.string(),
  /** What the decision binds: a later report or decision answers 409 (decision 012). */
  version: z.number(),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

/** An administrator keeps a reported review public, on the version they saw. */
export const reviewKeepBodySchema = z.object({ version: versionSchema });
/** An administrator removes a review with the reason kept, on the version they saw. */
export const reviewRemoveBodySchema = reviewReasonSchema.extend({ version: versionSchema });
export type ReviewRemoveBody = z.input<typeof reviewRemoveBodySchema>;
