// The nightly restore drill: a backup is restored into a scratch database (a new database on the
// same PostgreSQL server, or an in-memory PGlite) and compared with its manifest, table by table,
// and its files with their checksums. A backup never restored is a hope, not a backup.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { openPgliteDump, restorePostgres } from './database-dump';
import { compareTables, describeTables } from './manifest';
import { checkMediaCopies } from './media-files';
import { openBackup } from './open-backup';

export interface DrillResult {
  ok: boolean;
  /** What differed, or why the backup could not be restored at all. */
  differences: string[];
  tables: number;
  files: number;
}

export async function drillBackup(file: string, databaseUrl: string | null): Promise<DrillResult> {
  let backup;
  try {
    backup = await openBackup(file);
  } catch (error) {
    return { ok: false, differences: [(error as Error).message], tables: 0, files: 0 };
  }
  try {
    const { manifest } = backup;
    const differences: string[] = [];
    try {
      differences.push(...(await restoreAndCompare(backup.dump, manifest, databaseUrl)));
    } catch (error) {
      differences.push(`No se pudo restaurar la base de datos: ${(error as Error).message}`);
    }
    const badFiles = await checkMediaCopies(backup.media, manifest.media);
    differences.push(...badFiles.map((key) => `${key}: el archivo no coincide con su suma`));
    return {
      ok: differences.length === 0,
      differences,
      tables: Object.keys(manifest.tables).length,
      files: manifest.media.length,
    };
  } finally {
    await backup.close();
  }
}

async function restoreAndCompare(
  dump: string,
  manifest: Awaited<ReturnType<typeof openBackup>>['manifest'],
  databaseUrl: string | null,
): Promise<string[]> {
  if (manifest.driver === 'pglite') {
    const scratch = await openPgliteDump(dump, null);
    try {
      return compareTables(manifest.tables, await describeTables(scratch.db));
    } finally {
      await scratch.close();
    }
  }
  if (!databaseUrl) throw new Error('hace falta un servidor PostgreSQL para el simulacro');
  const name = `drd_simulacro_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  let scratch: Database | null = null;
  try {
    await admin.db.execute(sql.raw(`create database ${name}`));
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    await restorePostgres(dump, url.toString(), manifest.serverMajor, false);
    scratch = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    return compareTables(manifest.tables, await describeTables(scratch.db));
  } finally {
    await scratch?.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  }
}
