// What a backup made by the running server needs, from the app; and a run as the API shows it.
import type { FastifyInstance } from 'fastify';
import type { BackupRunView } from '@drd/shared/api/system';
import type { BackupDeps } from '../backups/run-backup';
import type { BackupRun } from '../backups/runs-repository';

export function backupDeps(app: FastifyInstance): BackupDeps {
  return {
    db: app.db,
    storage: app.storage,
    backupDir: app.config.backupDir,
    publicUrl: app.config.PUBLIC_URL,
    now: app.now,
  };
}

export const toRunView = (run: BackupRun): BackupRunView => ({
  id: run.id,
  kind: run.kind as BackupRunView['kind'],
  status: run.status as BackupRunView['status'],
  file: run.file,
  bytes: run.bytes,
  drillOk: run.drillOk,
  problems: run.problems,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
});
