// What the owner's panel reads and sends for every content type, built from the registry.
import { z } from 'zod';
import { idSchema } from '../common';
import { CONTENT_TYPES, type ContentTypeKey, type FieldKind } from './registry';

export const CONTENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CHANGE_TYPES = ['new_content', 'profile_update', 'delete_content'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** Badges of the owner's panel and the admin queue. */
export const STATUS_LABELS: Record<ContentStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
};
export const CHANGE_TYPE_LABELS: Record<ChangeType, string> = {
  new_content: 'Contenido nuevo',
  profile_update: 'Actualización',
  delete_content: 'Eliminación',
};

export const CONTENT_MESSAGES = {
  created: 'Enviado para aprobación. No será visible hasta que un administrador lo apruebe.',
  updated: 'Cambio enviado para aprobación. La versión publicada sigue visible hasta entonces.',
  pendingUpdated: 'Cambio guardado. Sigue pendiente de aprobación.',
  deleted: 'Eliminado.',
  deleteRequested: 'Eliminación enviada para aprobación. Sigue visible hasta entonces.',
  reordered: 'Orden actualizado',
  notFound: 'Elemento no encontrado',
  badOrder: 'La lista debe tener todos los elementos, cada uno una vez',
  nothingToChange: 'No hay cambios que guardar',
} as const;

const kindSchema: Record<FieldKind, z.ZodType> = {
  text: z.string().nullable(),
  money: z.number().nullable(),
  date: z.string().nullable(),
  day: z.string().nullable(),
  integer: z.number().nullable(),
  boolean: z.boolean().nullable(),
  image: z.string().nullable(),
};

export const contentParamsSchema = z.object({ businessId: idSchema });
export const contentItemParamsSchema = z.object({ businessId: idSchema, id: idSchema });
export const orderBodySchema = z.object({
  ids: z.array(idSchema, { error: CONTENT_MESSAGES.badOrder }).max(500),
});

/** The edit call's other form: move one item to a position (0 first), applied at once. */
export const displayOrderBodySchema = z.strictObject({
  displayOrder: z
    .number({ error: 'Posición inválida' })
    .int({ error: 'Posición inválida' })
    .min(0, { error: 'Posición inválida' })
    .max(10_000, { error: 'Posición inválida' }),
});

/** A waiting change of a published item (its edit or its removal), shown beside it. */
export const pendingChangeSchema = z.object({
  submissionId: z.number(),
  changeType: z.enum(CHANGE_TYPES),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const rejectionSchema = z.object({
  notes: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});

/** One item as its owner sees it: the stored (public, once approved) version and its state. */
export function ownerItemSchema(type: ContentTypeKey) {
  const fields: Record<string, z.ZodType> = Object.fromEntries(
    Object.entries(CONTENT_TYPES[type].fields).map(([key, kind]) => [key, kindSchema[kind]]),
  );
  return z.object({
    id: z.number(),
    ...fields,
    displayOrder: z.number(),
    status: z.enum(CONTENT_STATUSES),
    createdAt: z.string(),
    /** Approved but not public: past the plan's photo limit, or a type the plan lacks. */
    hiddenByPlan: z.boolean(),
    pendingChange: pendingChangeSchema.nullable(),
    lastRejection: rejectionSchema.nullable(),
  });
}

export const writeAnswerSchema = z.object({
  id: z.number(),
  status: z.enum(CONTENT_STATUSES),
  /** The submission that waits for an administrator, when the write made or updated one. */
  submissionId: z.number().nullable(),
  message: z.string(),
});
export type WriteAnswer = z.infer<typeof writeAnswerSchema>;
export type OwnerItem = z.infer<ReturnType<typeof ownerItemSchema>> & Record<string, unknown>;
