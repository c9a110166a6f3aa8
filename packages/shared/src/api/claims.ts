import { z } from 'zod';
import { documentKey, OUTSIDE_DOCUMENT_MESSAGE } from './media-ref';
import { versionSchema } from './common';

const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

export const CLAIM_MESSAGES = {
  created: 'Solicitud enviada. Un administrador la revisará.',
  alreadyOwner: 'Ya eres el dueño de este negocio',
  alreadyPending: 'Ya tienes una solicitud pendiente para este negocio',
  reviewed: 'Esta solicitud ya fue revisada',
  otherApproved: 'Se aprobó otra solicitud para este negocio',
  objected: 'Enviamos tu objeción a los administradores. El negocio sigue siendo tuyo.',
  alreadyObjected: 'Ya objetaste esta solicitud',
  notObjectable: 'Esta solicitud ya no se puede objetar',
} as const;

/** Days the current owner has to object before an approved claim moves their listing. */
export const CLAIM_OBJECTION_DAYS = 7;

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

/** 'scheduled': approved on an owned listing, moving at `movesAt` unless the owner objects. */
export const claimStatusSchema = z.enum(['pending', 'scheduled', 'approved', 'rejected']);

export const claimSchema = z.object({
  id: z.number(),
  status: claimStatusSchema,
  /** What an approval or rejection sends back (a decision binds the version it saw). */
  version: z.number(),
  movesAt: z.string().nullable(),
  /** The current owner's objection, when they made one: the claim came back to the queue. */
  objection: z.string().nullable(),
  objectedAt: z.string().nullable(),
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
  status: claimStatusSchema.default('pending'),
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

/** A claim's decisions bind the version the admin saw (DESIGN §3). */
export const claimApproveBodySchema = reviewBodySchema.extend({ version: versionSchema });
export const claimRejectBodySchema = rejectBodySchema.extend({ version: versionSchema });

/** A claim on a listing the signed-in person owns, as their panel shows it. */
export const claimOnMineSchema = z.object({
  id: z.number(),
  status: z.enum(['pending', 'scheduled']),
  createdAt: z.string(),
  movesAt: z.string().nullable(),
  objectedAt: z.string().nullable(),
  business: z.object({ id: z.number(), name: z.string() }),
});
export type ClaimOnMine = z.infer<typeof claimOnMineSchema>;
export const claimsOnMineSchema = z.array(claimOnMineSchema);

export const objectionBodySchema = z.object({
  reason: z
    .string({ error: 'Explica por qué el negocio es tuyo' })
    .trim()
    .min(10, { error: 'El motivo debe tener al menos 10 caracteres' })
    .max(2000, { error: 'El motivo debe tener máximo 2000 caracteres' }),
});
export type ObjectionBody = z.input<typeof objectionBodySchema>;
