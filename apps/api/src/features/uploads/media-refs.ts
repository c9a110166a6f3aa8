// The one check behind every image field (docs/decisions/013-images-from-our-storage.md): the
// value names a photo this site stored, on this site's origin, uploaded by the person saving it
// (or an administrator); a value the business already shows may stay. Stored as its /media/ URL.
import { OUTSIDE_IMAGE_MESSAGE, parseMediaRef } from '@drd/shared/api/media-ref';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { UPLOAD_MESSAGES } from './messages';
import { uploaderOf } from './repository';
import { mediaUrl } from './service';

export interface MediaActor {
  userId: number;
  isAdmin: boolean;
}

export interface MediaRefOptions {
  publicUrl: string;
  actor: MediaActor;
  /** Values already published or waiting for this record: unchanged, they are not checked again. */
  keep?: readonly (string | null | undefined)[];
}

/** Why a value is refused, or its canonical URL. */
async function resolve(
  db: Db,
  value: string,
  options: MediaRefOptions,
): Promise<{ url: string } | { error: string }> {
  if (options.keep?.includes(value)) return { url: value };
  const ref = parseMediaRef(value);
  if (!ref || (ref.origin !== null && ref.origin !== new URL(options.publicUrl).origin)) {
    return { error: OUTSIDE_IMAGE_MESSAGE };
  }
  const uploader = await uploaderOf(db, ref.key);
  const issued = uploader !== undefined;
  if (!issued || (uploader !== options.actor.userId && !options.actor.isAdmin)) {
    return { error: UPLOAD_MESSAGES.notYours };
  }
  return { url: mediaUrl(options.publicUrl, ref.key) };
}

/**
 * Checks the named image fields of `data` that are present and not empty, and answers `data` with
 * their canonical URLs; one 400 naming every refused field.
 */
export async function checkMediaRefs<T extends Record<string, unknown>>(
  db: Db,
  data: T,
  fields: readonly string[],
  options: MediaRefOptions,
): Promise<T> {
  const checked: Record<string, unknown> = { ...data };
  const details: Record<string, string[]> = {};
  for (const field of fields) {
    const value = data[field];
    if (typeof value !== 'string' || value === '') continue;
    const result = await resolve(db, value, options);
    if ('error' in result) details[field] = [result.error];
    else checked[field] = result.url;
  }
  const first = Object.values(details)[0];
  if (first) throw badRequest(first[0]!, details);
  return checked as T;
}

export const mediaActor = (user: { id: number; role: string }): MediaActor => ({
  userId: user.id,
  isAdmin: user.role === 'admin',
});
