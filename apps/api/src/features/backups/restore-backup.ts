// `npm run restore`: a backup into an empty target (a data folder for the embedded database, or a
// PostgreSQL database), its files into the target's storage, and then the same comparison the
// nightly drill makes, so a restore that lost anything says so.
import { readdir, rm } from 'node:fs/promises';
import { openDatabase } from '../../db/client';
import { contentTypeOf, type MediaStorage } from '../../storage/media-storage';
import { hasTables, openPgliteDump, restorePostgres } from './database-dump';
import { compareTables, describeTables } from './manifest';
import { copyMediaIn } from './media-files';
import { openBackup } from './open-backup';

export type RestoreTarget = { dataDir: string } | { databaseUrl: string };

export interface RestoreResult {
  tables: number;
  files: number;
  /** What differs from the manifest once restored; empty when the restore is whole. */
  differences: string[];
}

export class RestoreRefused extends Error {}

async function folderIsEmpty(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  return entries.length === 0;
}

export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  storage: MediaStorage,
  { force = false } = {},
): Promise<RestoreResult> {
  const backup = await openBackup(file);
  try {
    const { manifest } = backup;
    const wantsPostgres = 'databaseUrl' in target;
    if (wantsPostgres !== (manifest.driver === 'postgres')) {
      throw new RestoreRefused(
        manifest.driver === 'postgres'
          ? 'La copia es de PostgreSQL: restáurala con --database-url'
          : 'La copia es de la base embebida: restáurala con --data-dir',
      );
    }
    let restored;
    if ('dataDir' in target) {
      if (!(await folderIsEmpty(target.dataDir))) {
        if (!force) {
          throw new RestoreRefused(
            `La carpeta ${target.dataDir} no está vacía (usa --force para reemplazarla)`,
          );
        }
        await rm(target.dataDir, { recursive: true, force: true });
      }
      restored = await openPgliteDump(backup.dump, target.dataDir);
    } else {
      restored = await openDatabase({ kind: 'postgres', url: target.databaseUrl, poolSize: 2 });
      try {
        if ((await hasTables(restored.db)) && !force) {
          throw new RestoreRefused(
            'La base de datos de destino ya tiene tablas (usa --force para reemplazarlas)',
          );
        }
        await restorePostgres(backup.dump, target.databaseUrl, manifest.serverMajor, force);
      } catch (error) {
        await restored.close();
        throw error;
      }
    }
    let differences: string[];
    try {
      differences = compareTables(manifest.tables, await describeTables(restored.db));
    } finally {
      await restored.close();
    }
    const badFiles = await copyMediaIn(storage, backup.media, manifest.media, contentTypeOf);
    differences.push(...badFiles.map((key) => `${key}: el archivo no coincide con su suma`));
    return {
      tables: Object.keys(manifest.tables).length,
      files: manifest.media.length,
      differences,
    };
  } finally {
    await backup.close();
  }
}
