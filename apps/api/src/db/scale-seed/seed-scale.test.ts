// The generator on a small directory: every province and category, consistent places, valid
// hours, counters equal to the visits stored, searchable text; and it refuses to overwrite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openingHoursSchema } from '@drd/shared/opening-hours-schema';
import { migrateDatabase, type Database } from '../client';
import { queryRows } from '../raw';
import { seedReferenceData } from '../seed/reference';
import { openTestDatabase } from '../../test/context';
import { getGlobalVisitCount } from '../../features/visits/repository';
import { nounOf } from './words';
import { seedScale } from './seed-scale';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ empty: true }));
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await seedScale(database, { businesses: 400, visits: 3000, seed: 7, reset: false });
}, 120_000);
afterAll(() => drop());

const one = async <T>(query: string) => (await queryRows<T>(database.db, sql.raw(query)))[0]!;

describe('seed:scale', () => {
  it('spreads businesses over every province and category, in consistent places', async () => {
    const stats = await one<{ n: number; provinces: number; categories: number; wrong: number }>(`
      select count(*)::int as n, count(distinct b.province_id)::int as provinces,
        count(distinct b.category_id)::int as categories,
        count(*) filter (where m.province_id <> b.province_id
          or (b.district_id is not null and d.municipality_id <> b.municipality_id))::int as wrong
      from businesses b join municipalities m on m.id = b.municipality_id
      left join municipal_districts d on d.id = b.district_id`);
    expect(stats).toEqual({ n: 400, provinces: 32, categories: 62, wrong: 0 });
    const box = await one<{ outside: number }>(`select count(*)::int as outside from businesses
      where lat not between 17.4 and 20.1 or lng not between -72.1 and -68.2`);
    expect(box.outside).toBe(0);
  });

  it('writes valid opening hours and searchable owner content', async () => {
    const rows = await queryRows<{ opening_hours: unknown }>(
      database.db,
      sql`select opening_hours from businesses`,
    );
    for (const row of rows)
      expect(openingHoursSchema.safeParse(row.opening_hours).success).toBe(true);
    const content = await one<{ menus: number; reviews: number; empty: number }>(`select
      (select count(*)::int from business_menus where status = 'approved') as menus,
      (select count(*)::int from reviews where is_approved) as reviews,
      (select count(*)::int from businesses where search_document = '') as empty`);
    expect(content.menus).toBeGreaterThan(0);
    expect(content.reviews).toBeGreaterThan(0);
    expect(content.empty).toBe(0);
  });

  it('keeps the visit counters equal to the visits stored, older than an hour as daily counts', async () => {
    const visits = await one<{ rows: number; days: number; counted: number }>(`select
      (select count(*)::int from visits) as rows,
      (select sum(count)::int from visit_days) as days,
      (select sum(visit_count)::int from businesses) as counted`);
    expect(visits).toEqual({ rows: 0, days: 3000, counted: 3000 });
    expect(await getGlobalVisitCount(database.db)).toBe(3000);
  });

  it('refuses to add to a directory unless told to reset it', async () => {
    await expect(
      seedScale(database, { businesses: 10, visits: 0, seed: 7, reset: false }),
    ).rejects.toThrow(/ya tiene 400 negocios/);
  });

  it('names businesses after their category', () => {
    expect(nounOf('Farmacias')).toBe('Farmacia');
    expect(nounOf('Restaurantes')).toBe('Restaurante');
    expect(nounOf('Bares y Discotecas')).toBe('Bar');
  });
});
