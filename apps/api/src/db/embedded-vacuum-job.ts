// The embedded database's nightly VACUUM ANALYZE (decision 039). PGlite runs PostgreSQL in this
// process with no autovacuum worker, so nothing else removes the row versions that the minutely
// visit copy and every edit leave behind, sets the visibility map that index-only scans need, or
// refreshes the planner's statistics. PostgreSQL proper has autovacuum: there this job is absent.
import { sql } from 'drizzle-orm';
import { dominicanDate } from '@drd/shared/hours-exceptions';
import { dominicanClock } from '@drd/shared/opening-hours';
import type { IntervalJob } from '../lib/interval-job';
import { driverOf, type Db } from './client';

/** The Dominican hour it runs in: the quietest of a directory's day (the run blocks reads). */
export const EMBEDDED_VACUUM_HOUR = 4;

/**
 * Checks every quarter of an hour and vacuums once per Dominican date, in EMBEDDED_VACUUM_HOUR.
 * The date of the last run lives in memory: one process holds a PGlite data folder (data-dir.ts),
 * and a restart at worst vacuums once more that night.
 */
export function embeddedVacuumJob(db: Db, now: () => Date): IntervalJob | null {
  if (driverOf(db) !== 'pglite') return null;
  let lastDate: string | null = null;
  return {
    name: 'mantenimiento nocturno de la base de datos',
    everyMs: 15 * 60_000,
    run: async () => {
      const at = now();
      const today = dominicanDate(at);
      if (
        lastDate === today ||
        Math.floor(dominicanClock(at).minutes / 60) !== EMBEDDED_VACUUM_HOUR
      )
        return false;
      await db.execute(sql`vacuum (analyze)`);
      lastDate = today;
      return true;
    },
  };
}
