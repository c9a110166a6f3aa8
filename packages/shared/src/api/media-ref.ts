// Every image field takes a photo this site stored (docs/decisions/013-images-from-our-storage.md):
// its media key or the /media/ URL the upload answered with, never another site's address.
// The schema sees only the shape; the API checks that the key was issued, and to whom.
import { z } from 'zod';

export const OUTSIDE_IMAGE_MESSAGE =
  'Sube la imagen desde tu dispositivo: no se aceptan direcciones de otros sitios';
export const OUTSIDE_DOCUMENT_MESSAGE =
  'Sube la foto del documento desde tu dispositivo: no se aceptan direcciones de otros sitios';

const KEY = /^[0-9a-f]{32}$/;
/** `/media/<key>.webp`, relative or on some origin (the API checks that it is this site's). */
const MEDIA_URL = /^(https?:\/\/[^/?#\s]+)?\/media\/([0-9a-f]{32})\.webp$/;

/** The key and origin of a stored photo's reference; null for anything else. */
export function parseMediaRef(value: string): { key: string; origin: string | null } | null {
  if (KEY.test(value)) return { key: value, origin: null };
  const match = MEDIA_URL.exec(value);
  return match ? { key: match[2]!, origin: match[1] ?? null } : null;
}

/** A photo this site stored: its key or its /media/ URL. */
export const mediaRef = () =>
  z
    .string({ error: OUTSIDE_IMAGE_MESSAGE })
    .trim()
    .max(500, { error: OUTSIDE_IMAGE_MESSAGE })
    .refine((v) => parseMediaRef(v) !== null, { error: OUTSIDE_IMAGE_MESSAGE });

/** A private document's key (POST /api/uploads/documents answers it). */
export const documentKey = () =>
  z
    .string({ error: OUTSIDE_DOCUMENT_MESSAGE })
    .trim()
    .regex(KEY, { error: OUTSIDE_DOCUMENT_MESSAGE });

export const documentUploadSchema = z.object({ key: z.string() });
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

/** Where the uploader and administrators see a private document. */
export const documentPath = (key: string) => `/api/uploads/documents/${key}`;
