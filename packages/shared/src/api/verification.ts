// The 'Verificado' badge (DESIGN §3 'Verified businesses'): an owner's request with the RNC or
// cédula and a private document photo; an administrator's decision bound to its version.
import { z } from 'zod';
import { TAX_ID_MESSAGES, isValidTaxId, taxIdDigits } from '../tax-id';
import { rejectBodySchema, reviewBodySchema } from './claims';
import { versionSchema } from './common';
import { documentKey } from './media-ref';

export const VERIFICATION_MESSAGES = {
  created: 'Solicitud enviada. Un administrador revisará tus datos.',
  alreadyPending: 'Ya hay una solicitud de verificación pendiente para este negocio',
  reviewed: 'Esta solicitud ya fue revisada',
  notFound: 'Solicitud no encontrada',
  kindRequired: 'Elige RNC o cédula',
  approved: 'Negocio verificado',
  rejected: 'Solicitud rechazada',
} as const;

export const verificationKindSchema = z.enum(['rnc', 'cedula'], {
  error: VERIFICATION_MESSAGES.kindRequired,
});
export type VerificationKind = z.infer<typeof verificationKindSchema>;

export const VERIFICATION_KIND_LABELS: Record<VerificationKind, string> = {
  rnc: 'RNC',
  cedula: 'Cédula',
};

/** The owner's request; the number is stored as digits, checked by its check digit. */
export const verificationBodySchema = z
  .object({
    kind: verificationKindSchema,
    number: z
      .string({ error: 'Escribe el número' })
      .max(30, { error: 'Escribe el número' })
      .transform(taxIdDigits),
    /** A photo uploaded privately (POST /api/uploads/documents answers its key). */
    documentKey: documentKey(),
  })
  .superRefine((body, ctx) => {
    if (!isValidTaxId(body.kind, body.number)) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: TAX_ID_MESSAGES[body.kind] });
    }
  });
export type VerificationBody = z.input<typeof verificationBodySchema>;

export const verificationStatusSchema = z.enum(['pending', 'approved', 'rejected', 'lapsed']);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** What the owner's panel shows: the badge's date and the latest request (never the number). */
export const ownVerificationSchema = z.object({
  verifiedAt: z.string().nullable(),
  request: z
    .object({
      id: z.number(),
      status: verificationStatusSchema,
      kind: verificationKindSchema,
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
      adminNotes: z.string().nullable(),
    })
    .nullable(),
});
export type OwnVerification = z.infer<typeof ownVerificationSchema>;

export const verificationCreatedSchema = z.object({
  id: z.number(),
  status: z.literal('pending'),
  message: z.string(),
});

/** A request as administrators review it: the number and the document are theirs to read. */
export const adminVerificationSchema = z.object({
  id: z.number(),
  status: verificationStatusSchema,
  version: z.number(),
  kind: verificationKindSchema,
  number: z.string(),
  documentKey: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  adminNotes: z.string().nullable(),
  business: z.object({
    id: z.number(),
    name: z.string(),
    verifiedAt: z.string().nullable(),
  }),
  requester: z.object({ id: z.number(), username: z.string(), email: z.string() }),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;
export const adminVerificationListSchema = z.array(adminVerificationSchema);

export const adminVerificationQuerySchema = z.object({
  status: verificationStatusSchema.default('pending'),
});

export const verificationApproveBodySchema = reviewBodySchema.extend({ version: versionSchema });
export const verificationRejectBodySchema = rejectBodySchema.extend({ version: versionSchema });
