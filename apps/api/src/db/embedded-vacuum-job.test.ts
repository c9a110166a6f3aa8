// The embedded database's nightly VACUUM ANALYZE: only on PGlite, once a Dominican night, in its
// hour, and it does vacuum (PostgreSQL's own counters say so).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/context';
import { queryRows } from './raw';
import { EMBEDDED_VACUUM_HOUR, embeddedVacuumJob } from './embedded-vacuum-job';

type Opened = Awaited<ReturnType<typeof openTestDatabase>>;
let opened: Opened;

beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => {
  await opened.database.close();
  await opened.drop();
});

// Dominican time is UTC−4 all year.
const dominican = (date: string, hour: number, minute = 0) =>
  new Date(
    Date.UTC(...(date.split('-').map(Number) as [number, number, number]), hour + 4, minute),
  );

describe('embedded VACUUM ANALYZE', () => {
  it.runIf(process.env.DATABASE_URL)('is absent on PostgreSQL, which has autovacuum', () => {
    expect(embeddedVacuumJob(opened.database.db, () => new Date())).toBeNull();
  });

  it.skipIf(process.env.DATABASE_URL)('runs once a night, in its hour, and vacuums', async () => {
    let now = dominican('2026-11-27', EMBEDDED_VACUUM_HOUR - 1, 59);
    const job = embeddedVacuumJob(opened.database.db, () => now)!;
    const vacuums = async () =>
      (
        await queryRows<{ n: number }>(
          opened.database.db,
          sql`select vacuum_count::int as n from pg_stat_user_tables where relname = 'businesses'`,
        )
      )[0]!.n;
    const before = await vacuums();
    expect(await job.run()).toBe(false);
    now = dominican('2026-11-27', EMBEDDED_VACUUM_HOUR, 10);
    expect(await job.run()).toBe(true);
    expect(await vacuums()).toBe(before + 1);
    now = dominican('2026-11-27', EMBEDDED_VACUUM_HOUR, 40);
    expect(await job.run()).toBe(false);
    now = dominican('2026-11-27', EMBEDDED_VACUUM_HOUR + 1, 0);
    expect(await job.run()).toBe(false);
    now = dominican('2026-11-28', EMBEDDED_VACUUM_HOUR, 0);
    expect(await job.run()).toBe(true);
    expect(await vacuums()).toBe(before + 2);
  });
});
