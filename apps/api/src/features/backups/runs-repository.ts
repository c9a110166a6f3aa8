// The rows of backup_runs: one per backup made, with its drill's outcome.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backupRuns } from '../../db/schema';

export type BackupRun = typeof backupRuns.$inferSelect;

/** A run still 'running' after this long died with its instance: it no longer holds the turn. */
const STALE_MS = 6 * 60 * 60_000;

/**
 * Starts a run's row; null when a backup is already being made, or for a nightly run when another
 * instance already made that night's (the unique night_of and the one-running index decide).
 */
export async function startRun(
  db: Db,
  run: { kind: 'nightly' | 'manual'; nightOf: string | null; requestedBy: number | null },
  now: Date,
): Promise<number | null> {
  await db
    .update(backupRuns)
    .set({ status: 'failed', problems: ['La copia se interrumpió (la instancia se detuvo)'] })
    .where(
      and(
        eq(backupRuns.status, 'running'),
        lt(backupRuns.startedAt, new Date(now.getTime() - STALE_MS)),
      ),
    );
  const [row] = await db
    .insert(backupRuns)
    .values({ ...run, startedAt: now })
    .onConflictDoNothing()
    .returning({ id: backupRuns.id });
  return row?.id ?? null;
}

export async function finishRun(
  db: Db,
  id: number,
  result: {
    ok: boolean;
    file: string | null;
    bytes: number | null;
    drillOk: boolean | null;
    problems: string[];
  },
  now: Date,
): Promise<BackupRun> {
  const [row] = await db
    .update(backupRuns)
    .set({
      status: result.ok ? 'ok' : 'failed',
      file: result.file,
      bytes: result.bytes,
      drillOk: result.drillOk,
      problems: result.problems,
      finishedAt: now,
    })
    .where(eq(backupRuns.id, id))
    .returning();
  return row!;
}

export async function recentRuns(db: Db, limit = 10): Promise<BackupRun[]> {
  return db
    .select()
    .from(backupRuns)
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .limit(limit);
}
