// The background jobs' one timer and one lock (interval-job.ts): the timer driven by fake timers,
// the lock on the test database (PGlite, or PostgreSQL when DATABASE_URL is set).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';
import { openTestDatabase } from '../test/context';
import { afterJobLock, startIntervalJob, withJobLock } from './interval-job';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('startIntervalJob', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never starts a run while the previous one is going, and stops', async () => {
    vi.useFakeTimers();
    const runs: ReturnType<typeof deferred>[] = [];
    const stop = startIntervalJob({
      name: 'prueba',
      everyMs: 1000,
      runAtStart: true,
      run: () => {
        runs.push(deferred());
        return runs.at(-1)!.promise;
      },
      onError: () => {},
    });
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toHaveLength(1); // three ticks while the first run was still going
    runs[0]!.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveLength(2);
    runs[1]!.resolve();
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toHaveLength(2);
  });

  it('stops only once the run in progress has ended', async () => {
    const run = deferred();
    const stop = startIntervalJob({
      name: 'prueba',
      everyMs: 1000,
      runAtStart: true,
      run: () => run.promise,
      onError: () => {},
    });
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    run.resolve();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('waits for the first interval unless asked to run at start', async () => {
    vi.useFakeTimers();
    const run = vi.fn(() => Promise.resolve());
    const stop = startIntervalJob({ name: 'prueba', everyMs: 1000, run, onError: () => {} });
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    await stop();
  });

  it('hands a failed run to onError and runs again on the next tick', async () => {
    vi.useFakeTimers();
    const failure = new Error('sin conexión');
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const onError = vi.fn();
    const stop = startIntervalJob({
      name: 'prueba',
      everyMs: 1000,
      runAtStart: true,
      run,
      onError,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
    await stop();
  });
});

describe('the job lock', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ empty: true }));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('runs the work and answers its result when no one holds the lock', async () => {
    expect(await withJobLock(database.db, 'drd-prueba', () => Promise.resolve(7))).toBe(7);
  });

  it('lets one instance at a time in: the other skips the round', async () => {
    const inside = deferred();
    const release = deferred();
    const holder = withJobLock(database.db, 'drd-prueba', async () => {
      inside.resolve();
      await release.promise;
      return 'primero';
    });
    await inside.promise;
    const other = withJobLock(database.db, 'drd-prueba', () => Promise.resolve('segundo'));
    if (database.driver === 'postgres') {
      // Another connection, as another instance would have: it does not wait, it skips.
      expect(await other).toBeNull();
      release.resolve();
      expect(await holder).toBe('primero');
    } else {
      // PGlite is one connection, so one instance: its transactions queue, never overlap.
      release.resolve();
      expect(await holder).toBe('primero');
      expect(await other).toBe('segundo');
    }
    // Released with the transaction: the next round takes it.
    expect(await withJobLock(database.db, 'drd-prueba', () => Promise.resolve(1))).toBe(1);
  });

  it('afterJobLock waits for the holder to commit, then runs', async () => {
    const order: string[] = [];
    const inside = deferred();
    const release = deferred();
    const holder = afterJobLock(database.db, 'drd-prueba-lote', async () => {
      inside.resolve();
      await release.promise;
      order.push('primero');
    });
    await inside.promise;
    const waiter = afterJobLock(database.db, 'drd-prueba-lote', () => {
      order.push('segundo');
      return Promise.resolve();
    });
    if (database.driver === 'postgres') {
      // Release only once the second instance is blocked on the lock.
      const waiting = () =>
        queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
        );
      while ((await waiting())[0]!.n === 0);
    }
    release.resolve();
    await Promise.all([holder, waiter]);
    expect(order).toEqual(['primero', 'segundo']);
  });
});
