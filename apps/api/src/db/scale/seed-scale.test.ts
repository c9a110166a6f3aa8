// The seeder on a small directory in an in-memory database: consistent rows, counters equal to
// the visit rows, a filled search document; and it refuses to pile onto a directory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../raw';
import { parseEnv } from '../../env';
import { getGlobalVisitCount } from '../../features/visits/repository';
import { openTestDatabase } from '../../test/context';
import { seedScale, type ScaleOptions } from './seed-scale';

const env = parseEnv({});
const options: ScaleOptions = {
  businesses: 300,
  visits: 3_000,
  seed: 7,
  now: new Date('2026-06-01T00:00:00Z'),
  reset: false,
  withDemo: false,
};
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ empty: true }));
  await seedScale(database, env, options);
}, 120_000);
afterAll(() => drop());

const one = async <T>(query: string) => (await queryRows<T>(database.db, sql.raw(query)))[0]!;

describe('seed:scale', () => {
  it('fills every province and category with consistent places and searchable text', async () => {
    const stats = await one<Record<string, number>>(`
      select count(*)::int as n, count(distinct b.province_id)::int as provinces,
        count(distinct b.category_id)::int as categories,
        count(*) filter (where m.province_id <> b.province_id
          or (b.district_id is not null and d.municipality_id <> b.municipality_id))::int as wrong,
        count(*) filter (where b.search_document = '')::int as unsearchable
      from businesses b join municipalities m on m.id = b.municipality_id
      left join municipal_districts d on d.id = b.district_id`);
    expect(stats).toEqual({ n: 300, provinces: 32, categories: 62, wrong: 0, unsearchable: 0 });
  });

  it('keeps visit_count and the global counter equal to the visit rows', async () => {
    const visits = await one<{ rows: number; wrong: number }>(`select
      (select count(*)::int from visits) as rows,
      (select count(*)::int from businesses b where visit_count <>
        (select count(*) from visits v where v.business_id = b.id)) as wrong`);
    expect(visits).toEqual({ rows: 3_000, wrong: 0 });
    expect(await getGlobalVisitCount(database.db)).toBe(3_000);
  });

  it('refuses to add to a directory, and replaces it with --reset', async () => {
    await expect(seedScale(database, env, options)).rejects.toThrow(/ya tiene 300 negocios/);
    const before = await one<{ names: string }>(
      `select md5(string_agg(name || visit_count, ',' order by id)) as names from businesses`,
    );
    await seedScale(database, env, { ...options, reset: true });
    const after = await one<{ names: string; first: number }>(
      `select md5(string_agg(name || visit_count, ',' order by id)) as names, min(id) as first
       from businesses`,
    );
    expect(after).toEqual({ names: before.names, first: 1 });
    expect(await getGlobalVisitCount(database.db)).toBe(3_000);
  });
});
