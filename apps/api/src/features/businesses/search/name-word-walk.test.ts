// A search's first tier read from business_name_words (an index led by the name's words): which
// words a query needs, the same order a sort gives on every page, and what the list reads.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import { queryRows } from '../../../db/raw';
import { businessNameWords, businesses, categories } from '../../../db/schema';
import { createTestContext, getJson, type TestContext } from '../../../test/context';
import { nameTierPageIds } from './name-word-walk';
import { leadingNameWords } from './name-words';
import { nameMatches } from './tsquery';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

describe('the name words a query needs one of', () => {
  it.each([
    ["'farmaci':*", ['farmaci*']],
    ["'farmasi':* | 'farmaci'", ['farmasi*', 'farmaci']],
    ["( 'hotel' | 'hostal' ) & 'play':*", ['hotel', 'hostal']],
    ["'play':* & 'hotel'", ['hotel']],
    ["'hotel' <-> 'play' | 'botic'", ['hotel', 'botic']],
    ["'hotel' & !'play'", ['hotel']],
    ["'d''angel'", ["d'angel"]],
  ])('%s', (tsquery, expected) => {
    const words = leadingNameWords(tsquery)!.map((w) => `${w.lexeme}${w.prefix ? '*' : ''}`);
    expect(words).toEqual(expected);
  });

  it.each(['', "!'hotel'", "'hotel' | !'play'", "'hotel' & ("])('none for %j', (tsquery) => {
    expect(leadingNameWords(tsquery)).toBeNull();
  });
});

/** The tier's matches in the default order, by one sort. */
async function sortedTier(tsquery: string, province?: number) {
  const rows = await queryRows<{ id: number }>(
    db(),
    sql`select id from ${businesses} where is_active and ${nameMatches(tsquery)}
      ${province === undefined ? sql`` : sql`and province_id = ${province}`}
      order by is_highlighted desc, package_id desc, visit_count desc, name, id`,
  );
  return rows.map((r) => Number(r.id));
}

describe('a first tier read from the name words', () => {
  it.each(['farmacia:*', 'farma:*', '(farmasia:* | farmacia)', 'hotel & playa:*', 'sosua:*'])(
    "'%s': every page is its slice of the sorted matches",
    async (tsquery) => {
      const expected = await sortedTier(tsquery);
      expect(expected.length).toBeGreaterThan(0);
      for (const limit of [1, 3, 12]) {
        const pages: number[] = [];
        for (let offset = 0; offset < expected.length + limit; offset += limit) {
          const ids = await nameTierPageIds(db(), ctx.app.cache, {
            tsquery,
            where: and(eq(businesses.isActive, true), nameMatches(tsquery)),
            byCategory: false,
            size: expected.length,
            limit,
            offset,
          });
          expect(ids).not.toBeNull();
          pages.push(...ids!);
        }
        expect(pages).toEqual(expected);
      }
    },
  );

  it('reads the filter through categories when it names a module', async () => {
    const [row] = await queryRows<{ module: number }>(
      db(),
      sql`select ${categories.moduleId} as module from ${businesses}
        join ${categories} on ${categories.id} = ${businesses.categoryId}
        where is_active and ${nameMatches('farmacia:*')} and module_id is not null limit 1`,
    );
    const module = Number(row!.module);
    const expected = await queryRows<{ id: number }>(
      db(),
      sql`select ${businesses.id} as id from ${businesses}
        join ${categories} on ${categories.id} = ${businesses.categoryId}
        where is_active and ${nameMatches('farmacia:*')} and module_id = ${module}
        order by is_highlighted desc, package_id desc, visit_count desc,
          ${businesses.name}, ${businesses.id}`,
    );
    const where = and(
      eq(businesses.isActive, true),
      nameMatches('farmacia:*'),
      eq(categories.moduleId, module),
    );
    const ids = await nameTierPageIds(db(), ctx.app.cache, {
      tsquery: 'farmacia:*',
      where,
      byCategory: true,
      size: expected.length,
      limit: 12,
      offset: 0,
    });
    expect(ids).toEqual(expected.map((r) => Number(r.id)));
  });

  it('leaves a tier the words cannot serve well to the caller', async () => {
    // Fewer matches than one in ten of the word's entries (a narrow filter): sorting costs less.
    const where = and(eq(businesses.isActive, true), nameMatches('farmacia:*'));
    const page = { where, byCategory: false, limit: 12, offset: 0 };
    expect((await sortedTier('farmacia:*')).length).toBeGreaterThan(0);
    const narrow = { ...page, size: 0, tsquery: 'farmacia:*' };
    expect(await nameTierPageIds(db(), ctx.app.cache, narrow)).toBeNull();
    const negated = { ...page, size: 1, tsquery: '!farmacia' };
    expect(await nameTierPageIds(db(), ctx.app.cache, negated)).toBeNull();
  });

  it('is what a search list reads: a business moved up in the word rows comes first', async () => {
    const last = (await sortedTier('farmacia:*')).at(-1)!;
    const first = async () =>
      (await getJson<BusinessList>(ctx.app, '/api/businesses/filter?search=farmacia')).body
        .businesses[0]!.id;
    expect(await first()).not.toBe(last);
    const moved = eq(businessNameWords.businessId, last);
    await db().update(businessNameWords).set({ isHighlighted: true, packageId: 99 }).where(moved);
    // The first page is cached (decision 037); only the word rows changed here, by hand.
    ctx.app.cache.clear();
    try {
      expect(await first()).toBe(last);
    } finally {
      // The business row's own keys, as the triggers keep them.
      await db().execute(sql`update ${businessNameWords} w
        set is_highlighted = b.is_highlighted, package_id = b.package_id
        from ${businesses} b where b.id = w.business_id and w.business_id = ${last}`);
    }
  });
});
