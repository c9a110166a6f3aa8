// One interface for the files the site keeps (uploaded photos, share cards): a folder by default,
// an S3-compatible bucket when configured, so several server instances see the same files.
import type { MediaSettings } from '../env';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface MediaStorage {
  readonly driver: 'local' | 's3';
  /** Writes the whole file; a reader never sees half of it. */
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<StoredFile | null>;
  /** Removes the file; a missing one is no error. */
  remove: (key: string) => Promise<void>;
}

/** Keys are made by the server: lower-case letters, digits, '-', '.', '/' (no '..'). */
export const isStorageKey = (key: string) =>
  /^[a-z0-9][a-z0-9./-]{0,200}$/.test(key) && !key.includes('..');

export function createMediaStorage(settings: MediaSettings): MediaStorage {
  return settings.driver === 's3' ? s3Storage(settings) : localStorage(settings.dir);
}

export function contentTypeOf(key: string): string {
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.jpg')) return 'image/jpeg';
  if (key.endsWith('.png')) return 'image/png';
  return 'application/octet-stream';
}
