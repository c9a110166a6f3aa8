// Search as visitors type it: 3+ letters, prefixes, accents, plurals and a typo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import { normalizeText } from '@drd/shared/slug';
import { sql } from 'drizzle-orm';
import { businesses } from '../../../db/schema';
import { hasExactMatches, resolveSearch } from './resolve';
import { createTestContext, getJson, type TestContext } from '../../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const search = async (term: string, extra = '') =>
  (
    await getJson<BusinessList>(
      ctx.app,
      `/api/businesses/filter?search=${encodeURIComponent(term)}&pageSize=100${extra}`,
    )
  ).body;

describe('search', () => {
  it('ignores a term shorter than 3 letters', async () => {
    const all = await search('');
    expect((await search('fa')).filtered).toBe(all.filtered);
    expect((await search('  f ')).filtered).toBe(all.filtered);
  });

  it("finds pharmacies from the prefix 'farm' and the word 'farmacia'", async () => {
    const prefix = await search('farm');
    const word = await search('farmacia');
    expect(word.filtered).toBeGreaterThanOrEqual(3);
    expect(word.businesses.some((b) => b.category === 'Farmacias')).toBe(true);
    const prefixIds = prefix.businesses.map((b) => b.id);
    for (const b of word.businesses.filter((x) => x.category === 'Farmacias')) {
      expect(prefixIds).toContain(b.id);
    }
    // A name match comes before a description match.
    expect(normalizeText(word.businesses[0]!.name)).toContain('farmacia');
  });

  it('is accent- and case-insensitive', async () => {
    const plain = await search('cafeteria');
    const accented = await search('CAFETERÍA');
    expect(plain.filtered).toBeGreaterThan(0);
    expect(accented.businesses.map((b) => b.id)).toEqual(plain.businesses.map((b) => b.id));
  });

  it('matches plurals through Spanish stemming', async () => {
    const singular = await search('restaurante');
    const plural = await search('restaurantes');
    expect(plural.filtered).toBeGreaterThan(0);
    expect(new Set(plural.businesses.map((b) => b.id))).toEqual(
      new Set(singular.businesses.map((b) => b.id)),
    );
  });

  it("tolerates a typo: 'farmasia' finds the pharmacies", async () => {
    const typo = await search('farmasia');
    expect(typo.businesses.some((b) => b.category === 'Farmacias')).toBe(true);
  });

  it('ranks exact words above typo matches', async () => {
    // 'playa' is one typo from 'plaza': both are found, every beach before any square.
    const result = await search('playa');
    const exact = await ctx.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(sql`${businesses.searchVector} @@ to_tsquery('spanish', 'playa:*')`);
    const exactIds = new Set(exact.map((r) => r.id));
    const flags = result.businesses.map((b) => exactIds.has(b.id));
    expect(flags).toContain(true);
    expect(flags).toContain(false);
    expect(flags.indexOf(false)).toBe(flags.filter(Boolean).length);
  });

  it('finds approved menu items but not pending ones', async () => {
    const result = await search('mofongo');
    expect(result.filtered).toBeGreaterThan(0);
  });

  it('finds nothing for nonsense and combines with other filters', async () => {
    expect((await search('xqzwvk')).filtered).toBe(0);
    const withToggle = await search('farmacia', '&openToday=true');
    expect(withToggle.filtered).toBeLessThanOrEqual((await search('farmacia')).filtered);
  });

  it.each([
    ['colmado', 'Colmadón Doña Rosa'],
    ['botica', 'Farmacia La Esperanza'],
    ['gomeria', 'Gomera El Primo'],
    ['lavado de autos', 'Car Wash Brillo Total'],
    ['concesionario', 'Auto Dealer Los Jardines'],
  ])("finds local synonyms: '%s' finds %s", async (term, name) => {
    const result = await search(term);
    expect(result.businesses.map((b) => b.name)).toContain(name);
  });

  it('keeps the exact-match key only when some business has the words as typed', async () => {
    const check = async (term: string) => {
      const search = (await resolveSearch(ctx.database.db, ctx.app.cache, term))!;
      expect(search.corrected).toBe(true);
      return hasExactMatches(ctx.database.db, ctx.app.cache, search);
    };
    expect(await check('farmasia')).toBe(false);
    expect(await check('playa')).toBe(true);
  });
});
