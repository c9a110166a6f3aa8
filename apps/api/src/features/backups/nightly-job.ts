// The nightly backup and its restore drill (features/backups/run-backup.ts), once per Dominican
// date in BACKUP_HOUR; of several instances, the one whose run row is inserted first makes it.
import { dominicanDate } from '@drd/shared/hours-exceptions';
import { dominicanClock } from '@drd/shared/opening-hours';
import type { IntervalJob } from '../../lib/interval-job';
import { runBackup, type BackupDeps } from './run-backup';

/** A quiet hour, before the embedded database's vacuum at 4 (db/embedded-vacuum-job.ts). */
export const BACKUP_HOUR = 3;

export function nightlyBackupJob(deps: BackupDeps): IntervalJob {
  return {
    name: 'copia de seguridad nocturna',
    everyMs: 15 * 60_000,
    run: async () => {
      const at = deps.now();
      if (Math.floor(dominicanClock(at).minutes / 60) !== BACKUP_HOUR) return null;
      return runBackup(deps, { kind: 'nightly', nightOf: dominicanDate(at) });
    },
  };
}
