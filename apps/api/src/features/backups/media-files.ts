// The files a backup carries beside the database: every uploaded photo's files and every private
// document, named from their rows (a share card is made again on its first request).
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { documentStorageKey } from '../uploads/documents';
import { mediaFileNames } from '../uploads/process-image';
import { uploadKey } from '../uploads/store';
import type { MediaStorage } from '../../storage/media-storage';
import type { MediaEntry } from './manifest';

export async function storedFileKeys(db: Db): Promise<string[]> {
  const photos = await queryRows<{ key: string }>(db, sql`select key from media_uploads`);
  const documents = await queryRows<{ key: string }>(db, sql`select key from user_documents`);
  return [
    ...photos.flatMap((p) => mediaFileNames(p.key).map(uploadKey)),
    ...documents.map((d) => documentStorageKey(d.key)),
  ].sort();
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/** Copies each stored file into `folder` under its key; a file the storage lacks is reported. */
export async function copyMediaOut(
  storage: MediaStorage,
  keys: string[],
  folder: string,
): Promise<{ entries: MediaEntry[]; missing: string[] }> {
  const entries: MediaEntry[] = [];
  const missing: string[] = [];
  for (const key of keys) {
    const file = await storage.get(key);
    if (!file) {
      missing.push(key);
      continue;
    }
    const path = join(folder, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.body);
    entries.push({ key, sha256: sha256(file.body), bytes: file.body.length });
  }
  return { entries, missing };
}

/** The archive's files whose bytes are not the manifest's (missing ones included). */
export async function checkMediaCopies(folder: string, entries: MediaEntry[]): Promise<string[]> {
  const bad: string[] = [];
  for (const entry of entries) {
    const body = await readFile(join(folder, entry.key)).catch(() => null);
    if (!body || sha256(body) !== entry.sha256) bad.push(entry.key);
  }
  return bad;
}

/** Puts the archive's files into a storage and reads each back against its checksum. */
export async function copyMediaIn(
  storage: MediaStorage,
  folder: string,
  entries: MediaEntry[],
  contentTypeOf: (key: string) => string,
): Promise<string[]> {
  const bad: string[] = [];
  for (const entry of entries) {
    const body = await readFile(join(folder, entry.key));
    await storage.put(entry.key, body, contentTypeOf(entry.key));
    const back = await storage.get(entry.key);
    if (!back || sha256(back.body) !== entry.sha256) bad.push(entry.key);
  }
  return bad;
}
