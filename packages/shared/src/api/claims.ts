import { z } from 'zod';
import { documentKey, OUTSIDE_DOCUMENT_MESSAGE } from './media-ref';

const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

export const CLAIM_MESSAGES = {
  created: 'Solicitud enviada. Un administrador la revisará.',
  alreadyOwner: 'Ya eres el dueño de este negocio',
  alreadyPending: 'Ya tienes una solicitud pendiente para este negocio',
  reviewed: 'Esta solicitud ya fue revisada',
  otherApproved: 'Se aprobó otra solicitud para este negocio',
} as const;

export const claimBodySchema = z.object({
  note: z
    .string({ error: 'Explica por qué eres el dueño del negocio' })
    .trim()
    .min(10, { error: 'La nota debe tener al menos 10 caracteres' })
    .max(2000, { error: 'La nota debe tener máximo 2000 caracteres' }),
  /** A photo of a document, uploaded privately (POST /api/uploads/documents answers its key). */
  documentKey: z.preprocess(blankAsAbsent, documentKey().optional()),
  // The address of a document elsewhere was taken before; refused so it is never sent silently.
  documentUrl: z.preprocess(blankAsAbsent, z.undefined({ error: OUTSIDE_DOCUMENT_MESSAGE })),
});
export type ClaimBody = z.input<typeof claimBodySchema>;

export const claimSchema = z.object({
  id: z.number(),
  status: z.enum(['pending', 'approved', 'rejected']),
  note: z.string(),
  /** Shown to administrators through GET /api/uploads/documents/:key. */
  documentKey: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewNotes: z.string().nullable(),
  business: z.object({
    id: z.number(),
    name: z.string(),
    isActive: z.boolean(),
    /** The current owner, when the listing has one: approving hands it to the claimant. */
    owner: z.object({ id: z.number(), username: z.string() }).nullable(),
  }),
  claimant: z.object({ id: z.number(), username: z.string(), email: z.string() }),
});
export type Claim = z.infer<typeof claimSchema>;
export const claimListSchema = z.array(claimSchema);

export const claimListQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
});

/** An administrator's decision; the note is required to reject, so the claimant knows why. */
export const reviewBodySchema = z.object({
  adminNotes: z.string().trim().max(2000).optional(),
});
export const rejectBodySchema = z.object({
  adminNotes: z
    .string({ error: 'Escribe el motivo del rechazo' })
    .trim()
    .min(1, { error: 'Escribe el motivo del rechazo' })
    .max(2000),
});
