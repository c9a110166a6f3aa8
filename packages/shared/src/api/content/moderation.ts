// The administrator's review queue, decisions, and the owner's change list and history.
import { z } from 'zod';
import { idSchema, versionSchema } from '../common';
import { CHANGE_TYPES, CONTENT_STATUSES } from './items';
import { CONTENT_TYPE_KEYS } from './registry';

export const MODERATION_MESSAGES = {
  notFound: 'Solicitud no encontrada',
  decided: 'Esta solicitud ya fue revisada',
  registration: 'Las altas de negocios se revisan en la lista de negocios nuevos',
  approved: 'Cambio aprobado',
  rejected: 'Cambio rechazado',
  rejectNote: 'Escribe el motivo del rechazo',
  itemGone: 'El elemento fue eliminado',
} as const;

/**
 * What a submission is about: a content type of the registry, the business's own facts, or other
 * hours on a special date (features/hours).
 */
export const SUBMISSION_CONTENT_TYPES = [
  ...CONTENT_TYPE_KEYS,
  'business',
  'special-hours',
] as const;
export const SUBMISSION_TYPE_LABELS: Record<(typeof SUBMISSION_CONTENT_TYPES)[number], string> = {
  gallery: 'Galería',
  videos: 'Video',
  faqs: 'FAQ',
  'social-links': 'Red social',
  menus: 'Menú',
  events: 'Evento',
  products: 'Producto',
  offers: 'Oferta',
  'review-replies': 'Respuesta a reseña',
  business: 'Información del negocio',
  'special-hours': 'Horario especial',
};

const page = z.coerce
  .number({ error: 'Página inválida' })
  .int({ error: 'Página inválida' })
  .min(1, { error: 'La página debe ser 1 o mayor' })
  .max(100_000, { error: 'Página fuera de rango' })
  .default(1);
const pageSize = z.coerce
  .number({ error: 'Tamaño de página inválido' })
  .int({ error: 'Tamaño de página inválido' })
  .min(1, { error: 'El tamaño de página debe ser 1 o mayor' })
  .max(100, { error: 'El tamaño de página máximo es 100' })
  .default(20);

export const pendingQuerySchema = z.object({
  contentType: z.enum(SUBMISSION_CONTENT_TYPES, { error: 'Tipo de contenido inválido' }).optional(),
  businessId: idSchema.optional(),
  page,
  pageSize,
});
export const historyQuerySchema = z.object({ page, pageSize });

const data = z.record(z.string(), z.unknown());

export const submissionSchema = z.object({
  id: z.number(),
  businessId: z.number(),
  contentType: z.string().nullable(),
  contentId: z.number().nullable(),
  changeType: z.enum(CHANGE_TYPES),
  changeData: data,
  status: z.enum(CONTENT_STATUSES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewNotes: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** A waiting submission in the queue, with the change as a before and an after. */
export const pendingSubmissionSchema = submissionSchema.extend({
  /** Changes whenever the waiting data changes; a decision sends back the one it was made on. */
  version: z.number(),
  businessName: z.string(),
  submittedBy: z.string().nullable(),
  /** The public version now (null for new content). */
  before: data.nullable(),
  /** The version approval publishes (null for a removal). */
  after: data.nullable(),
  /** Approving it lapses the business's pending or granted verification (a new name or category). */
  voidsVerification: z.boolean(),
});
export type PendingSubmission = z.infer<typeof pendingSubmissionSchema>;
export const pendingListSchema = z.object({
  submissions: z.array(pendingSubmissionSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** The businesses with changes waiting, for the queue's business filter. */
export const pendingBusinessesSchema = z.object({
  businesses: z.array(z.object({ id: z.number(), name: z.string(), pending: z.number() })),
});
export type PendingBusinesses = z.infer<typeof pendingBusinessesSchema>;

export const decisionSchema = submissionSchema.extend({ reviewedBy: z.string().nullable() });
export const historySchema = z.object({
  decisions: z.array(decisionSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** The owner's change status card: counts and the 10 most recent changes. */
export const changeListSchema = z.object({
  counts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
  recent: z.array(submissionSchema),
});
export type ChangeList = z.infer<typeof changeListSchema>;

export const approveBodySchema = z.object({
  version: versionSchema,
  adminNotes: z.string().trim().max(2000).optional(),
});
export const rejectBodySchema = z.object({
  version: versionSchema,
  adminNotes: z
    .string({ error: MODERATION_MESSAGES.rejectNote })
    .trim()
    .min(1, { error: MODERATION_MESSAGES.rejectNote })
    .max(2000),
});

export const decisionsBodySchema = z.object({
  decisions: z
    .array(
      z.object({
        id: idSchema,
        version: versionSchema,
        decision: z.enum(['approve', 'reject'], { error: "Debe ser 'approve' o 'reject'" }),
        adminNotes: z.string().trim().max(2000).optional(),
      }),
    )
    .min(1, { error: 'Elige al menos una solicitud' })
    .max(100, { error: 'Máximo 100 solicitudes a la vez' }),
});
export const decisionResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number(),
      ok: z.boolean(),
      status: z.enum(CONTENT_STATUSES).optional(),
      error: z.string().optional(),
      /** On a stale decision: the version now waiting. */
      version: z.number().optional(),
    }),
  ),
});
export const decidedSchema = z.object({
  id: z.number(),
  status: z.enum(CONTENT_STATUSES),
  message: z.string(),
});
