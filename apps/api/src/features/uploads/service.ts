// An upload from start to end: the plan's room and the user's hourly budget checked before the
// work, the photo processed and stored, then the item created in one transaction that checks the
// limit again under the business's row lock (parallel uploads wait for each other there). A
// refusal after the files were stored removes them again.
import { z } from 'zod';
import { optionalText } from '@drd/shared/api/content/fields';
import type { WriteAnswer } from '@drd/shared/api/content/items';
import type { Db } from '../../db/client';
import type { MediaStorage } from '../../storage/media-storage';
import { badRequest } from '../../lib/http-error';
import { checkGalleryLimit } from '../owner-content/gallery-limit';
import { CONTENT_STORAGE } from '../owner-content/registry';
import { createItem } from '../owner-content/repository';
import { takeUploadBudget } from './budget';
import { processImage } from './process-image';
import type { UploadedFile } from './read-upload';
import { discardUpload, storeUpload } from './store';

/** The smallest side a photo may have: a logo may be small, a gallery or cover photo not. */
export const MIN_SIDE = { logo: 100, cover: 250, gallery: 250 } as const;
export type UploadPurpose = keyof typeof MIN_SIDE;

export interface UploadDeps {
  db: Db;
  storage: MediaStorage;
  publicUrl: string;
  now: Date;
}

export const mediaUrl = (publicUrl: string, key: string) => `${publicUrl}/media/${key}.webp`;

/** A logo or cover photo for a business that may not exist yet: owned by the user until used. */
export async function uploadUserPhoto(
  deps: UploadDeps,
  userId: number,
  purpose: UploadPurpose,
  file: UploadedFile,
) {
  await takeUploadBudget(deps.db, userId, deps.now);
  const image = await processImage(file.bytes, MIN_SIDE[purpose], userId);
  await storeUpload(deps.db, deps.storage, image, userId, deps.now);
  return { url: mediaUrl(deps.publicUrl, image.key), width: image.width, height: image.height };
}

const captionSchema = z.object({ caption: optionalText(200) });

export async function uploadGalleryPhoto(
  deps: UploadDeps,
  actor: { businessId: number; userId: number },
  file: UploadedFile,
): Promise<WriteAnswer & { imageUrl: string }> {
  const fields = captionSchema.safeParse(file.fields);
  if (!fields.success) {
    throw badRequest('La descripción de la foto no es válida', {
      caption: ['Máximo 200 caracteres'],
    });
  }
  // A full gallery is refused before the photo is processed (checked again below, locked).
  await deps.db.transaction((tx) => checkGalleryLimit(tx, actor.businessId));
  await takeUploadBudget(deps.db, actor.userId, deps.now);
  const image = await processImage(file.bytes, MIN_SIDE.gallery, actor.userId);
  const stored = await storeUpload(deps.db, deps.storage, image, actor.userId, deps.now);
  const imageUrl = mediaUrl(deps.publicUrl, image.key);
  try {
    const answer = await createItem(deps.db, CONTENT_STORAGE.gallery, actor, {
      imageUrl,
      caption: fields.data.caption ?? null,
    });
    return { ...answer, imageUrl };
  } catch (error) {
    await discardUpload(deps.db, deps.storage, stored);
    throw error;
  }
}
