// The default driver: files in a folder (DATA_DIR/media), written to a temporary name and renamed
// into place so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentTypeOf, isStorageKey, type MediaStorage } from './media-storage';

function pathOf(dir: string, key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
  return join(dir, key);
}

export function localStorage(dir: string): MediaStorage {
  return {
    driver: 'local',
    put: async (key, body) => {
      const path = pathOf(dir, key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    get: async (key) => {
      try {
        return { body: await readFile(pathOf(dir, key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: (key) => rm(pathOf(dir, key), { force: true }),
  };
}
