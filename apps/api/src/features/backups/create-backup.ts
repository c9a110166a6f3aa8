// `npm run backup`, the nightly job and the administrators' 'Hacer copia ahora' all make a backup
// here: one .tar.gz holding manifest.json, the database's dump and the stored files.
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create } from 'tar';
import packageJson from '../../../package.json' with { type: 'json' };
import type { Database } from '../../db/client';
import type { MediaStorage } from '../../storage/media-storage';
import { dumpDatabase, DUMP_NAME } from './database-dump';
import {
  BACKUP_FORMAT,
  describeTables,
  migrationState,
  serverMajor,
  type BackupManifest,
} from './manifest';
import { copyMediaOut, storedFileKeys } from './media-files';

export interface BackupSource {
  database: Database;
  /** PostgreSQL's connection string, for pg_dump; null on the embedded database. */
  databaseUrl: string | null;
  storage: MediaStorage;
  now: () => Date;
}

export interface BackupFile {
  path: string;
  bytes: number;
  manifest: BackupManifest;
  /** Stored files a row names but the storage does not have (reported, not fatal). */
  missing: string[];
}

/** '2026-12-07T03:00:00.000Z' → 'drd-copia-20261207-030000.tar.gz' (UTC, sorts by date). */
export const backupFileName = (at: Date) =>
  `drd-copia-${at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.tar.gz`;

export async function createBackup(source: BackupSource, outDir: string): Promise<BackupFile> {
  const createdAt = source.now();
  const staging = await mkdtemp(join(tmpdir(), 'drd-copia-'));
  try {
    const { db, driver } = source.database;
    const major = await serverMajor(db);
    // The facts first: a write between them and the dump could only add rows the drill then
    // reports; on the embedded database nothing else writes meanwhile (one process, one lock).
    const tables = await describeTables(db);
    const migrations = await migrationState(db);
    await dumpDatabase(
      source.database,
      join(staging, DUMP_NAME[driver]),
      source.databaseUrl ? { url: source.databaseUrl, major } : null,
    );
    await mkdir(join(staging, 'media'));
    const { entries, missing } = await copyMediaOut(
      source.storage,
      await storedFileKeys(db),
      join(staging, 'media'),
    );
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      appVersion: packageJson.version,
      driver,
      serverMajor: major,
      migrations,
      tables,
      media: entries,
    };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(outDir, { recursive: true });
    const path = join(outDir, backupFileName(createdAt));
    await create({ gzip: true, file: path, cwd: staging, portable: true }, [
      'manifest.json',
      DUMP_NAME[driver],
      'media',
    ]);
    return { path, bytes: (await stat(path)).size, manifest, missing };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
