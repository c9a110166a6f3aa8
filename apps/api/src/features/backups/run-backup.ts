// One backup as the server makes it (the nightly job and 'Hacer copia ahora'): the file, its
// restore drill, the retention, the run's row, and an e-mail to the administrators on failure.
import { basename } from 'node:path';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { databaseOf, type Db } from '../../db/client';
import { users } from '../../db/schema';
import type { MediaStorage } from '../../storage/media-storage';
import { notifyUser } from '../notifications/notify';
import { createBackup } from './create-backup';
import { drillBackup } from './drill';
import { backupsToDelete } from './retention';
import { finishRun, startRun, type BackupRun } from './runs-repository';

export interface BackupDeps {
  db: Db;
  storage: MediaStorage;
  backupDir: string;
  publicUrl: string;
  now: () => Date;
}

export type BackupRequest =
  { kind: 'nightly'; nightOf: string } | { kind: 'manual'; requestedBy: number };

/**
 * Makes and checks one backup; null when one is already being made (or tonight's was). A caller
 * that must answer at once whether it may start (the admin's button) starts the run itself.
 */
export async function runBackup(
  deps: BackupDeps,
  request: BackupRequest,
  startedRun?: number,
): Promise<BackupRun | null> {
  const database = databaseOf(deps.db);
  if (!database) throw new Error('La base de datos no se abrió con openDatabase');
  const id =
    startedRun ??
    (await startRun(
      deps.db,
      {
        kind: request.kind,
        nightOf: request.kind === 'nightly' ? request.nightOf : null,
        requestedBy: request.kind === 'manual' ? request.requestedBy : null,
      },
      deps.now(),
    ));
  if (id === null) return null;
  let result: Parameters<typeof finishRun>[2];
  try {
    const backup = await createBackup(
      { database, databaseUrl: database.url ?? null, storage: deps.storage, now: deps.now },
      deps.backupDir,
    );
    const drill = await drillBackup(backup.path, database.url ?? null);
    const missing = backup.missing.map((key) => `${key}: falta en el almacén`);
    result = {
      ok: drill.ok,
      file: basename(backup.path),
      bytes: backup.bytes,
      drillOk: drill.ok,
      problems: [...drill.differences, ...missing],
    };
    await pruneBackups(deps.backupDir);
  } catch (error) {
    result = {
      ok: false,
      file: null,
      bytes: null,
      drillOk: null,
      problems: [(error as Error).message],
    };
  }
  const run = await finishRun(deps.db, id, result, deps.now());
  if (!run.drillOk) await tellAdmins(deps, run);
  return run;
}

async function pruneBackups(dir: string) {
  for (const name of backupsToDelete(await readdir(dir)))
    await rm(join(dir, name), { force: true });
}

async function tellAdmins(deps: BackupDeps, run: BackupRun) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    for (const admin of admins) {
      await notifyUser(tx, {
        userId: admin.id,
        kind: 'backup-failed',
        now,
        publicUrl: deps.publicUrl,
        dedupeKey: `backup-failed:${run.id}:${admin.id}`,
        content: {
          subject: 'La copia de seguridad falló',
          title: run.file
            ? `La copia ${run.file} no pasó la prueba de restauración`
            : 'No se pudo hacer la copia de seguridad',
          paragraphs: run.problems.slice(0, 10),
          action: { label: 'Ver el sistema', url: `${deps.publicUrl}/admin/sistema` },
          reason: 'Recibes este correo porque eres administrador de Directorio RD.',
        },
      });
    }
  });
}
