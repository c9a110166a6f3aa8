// The background jobs every server instance runs (server.ts starts them from one list): a timer
// that never lets a run overlap the previous one, and a transaction-scoped advisory lock for the
// jobs that one instance at a time must run. Both work the same on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import type { Tx } from '../db/transaction';

export interface IntervalJob {
  /** What the server log calls it when a run fails (Spanish, like the rest of the log). */
  name: string;
  everyMs: number;
  /** Whether the first run starts at once rather than after the first interval. */
  runAtStart?: boolean;
  run: () => Promise<unknown>;
}

/**
 * Runs `job.run` every `everyMs` until the returned function is called; a tick that comes while
 * the previous run is still going is skipped. Errors go to `onError`; the next tick runs as usual.
 * The timer does not keep the process alive. Stopping resolves once a run in progress has ended,
 * so a server closes its database only after its jobs are done with it.
 */
export function startIntervalJob(
  job: IntervalJob & { onError: (error: unknown) => void },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    // The executor runs `run` at once and turns a synchronous throw into a rejection.
    running = new Promise<unknown>((resolve) => resolve(job.run()))
      .then(
        () => {},
        (error: unknown) => job.onError(error),
      )
      .finally(() => {
        running = null;
      });
  };
  if (job.runAtStart) tick();
  const timer = setInterval(tick, job.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Runs `fn` in a transaction holding the advisory lock `name`; null, without running it, when
 * another instance holds the lock (that instance does this round's work).
 */
export async function withJobLock<T>(
  db: Db,
  name: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`,
    );
    return lock?.locked ? fn(tx) : null;
  });
}

/** Like withJobLock, but waits for the instance holding the lock to commit, then runs `fn`. */
export async function afterJobLock<T>(db: Db, name: string, fn: (tx: Tx) => Promise<T>) {
  return db.transaction(async (tx) => {
    await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext(${name}))`);
    return fn(tx);
  });
}
