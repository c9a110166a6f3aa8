// 'What + where' relevance on queries nobody picked: every main word of a category's name with
// every place (province, municipality, district) where an active demo business of that category
// is, accentless, with and without 'en', and with one typo in the word or in the place at a
// position drawn from a hash. A hit: a business of that category in that place in the top 3.
// Results: bench/results/what-where-relevance.md.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import { CATEGORIES } from '@drd/shared/categories';
import { SPOKEN_NAMES } from '@drd/shared/place-words';
import { normalizeText } from '@drd/shared/slug';
import { typoBudget } from '@drd/shared/typos';
import { queryRows } from '../../../db/raw';
import { createTestContext, getJson, type TestContext } from '../../../test/context';

const REQUIRED_HIT_RATE = 0.95;

/** FNV-1a: the same text always gets the same "random" typo. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * One typo: a letter dropped, doubled or swapped with its neighbour; only where the typed word
 * may carry one (5+ letters, @drd/shared/typos), as the typo relevance set makes them.
 */
function typo(word: string): string | null {
  const at = hash(word) % (word.length - 1);
  const typed = [
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at + 1) + word.slice(at),
    word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
  ][hash(`${word}:kind`) % 3]!;
  return typed !== word && typoBudget(typed) > 0 ? typed : null;
}

/** The phrase with one typo in its longest word that may carry one. */
function typoInPhrase(phrase: string): string | null {
  const words = phrase.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const typed = typo(longest);
  return typed && words.map((w) => (w === longest ? typed : w)).join(' ');
}

type Form = 'accentless' | 'with en' | 'typo in what' | 'typo in where';

interface Place {
  kind: 'province' | 'municipality' | 'district';
  name: string;
}
interface Case {
  form: Form;
  query: string;
  category: string;
  place: Place;
}

let ctx: TestContext;
let cases: Case[];
let stopWords: Set<string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const rows = await queryRows<{ slug: string; p: string; m: string; d: string | null }>(
    db,
    sql`select distinct c.slug, p.name as p, m.name as m, d.name as d
      from businesses b join categories c on c.id = b.category_id
      join provinces p on p.id = b.province_id join municipalities m on m.id = b.municipality_id
      left join municipal_districts d on d.id = b.district_id
      where b.is_active`,
  );
  const words = (name: string) =>
    normalizeText(name)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3);
  const all = [...new Set(CATEGORIES.flatMap((c) => words(c.name)))];
  stopWords = new Set(
    (
      await queryRows<{ word: string }>(
        db,
        sql`select w as word from unnest(${sql.param(all)}::text[]) w
          where ts_lexize('spanish_stem', w) = '{}'`,
      )
    ).map((r) => r.word),
  );
  // A name people give another place ('santo domingo' is the capital, decision 027) does not
  // name its namesake: the province Santo Domingo is reached by its municipalities' names.
  const spoken = new Set(SPOKEN_NAMES.map((s) => normalizeText(s.said)));
  const pairs = new Map<string, { category: string; place: Place }>();
  for (const row of rows) {
    const places: Place[] = [
      { kind: 'province', name: row.p },
      { kind: 'municipality', name: row.m },
      ...(row.d ? [{ kind: 'district' as const, name: row.d }] : []),
    ];
    for (const place of places.filter((p) => !spoken.has(normalizeText(p.name))))
      pairs.set(`${row.slug}|${place.kind}|${place.name}`, { category: row.slug, place });
  }
  cases = [];
  for (const { category, place } of pairs.values()) {
    const name = CATEGORIES.find((c) => c.slug === category)!.name;
    const where = normalizeText(place.name);
    for (const what of words(name).filter((w) => !stopWords.has(w))) {
      const forms: [Form, string | null][] = [
        ['accentless', `${what} ${where}`],
        ['with en', `${what} en ${where}`],
        ['typo in what', typo(what) && `${typo(what)} ${where}`],
        ['typo in where', typoInPhrase(where) && `${what} ${typoInPhrase(where)}`],
      ];
      for (const [form, query] of forms) if (query) cases.push({ form, query, category, place });
    }
  }
});
afterAll(() => ctx.close());

const inPlace = (b: BusinessList['businesses'][number], place: Place) =>
  place.kind === 'province'
    ? b.province === place.name
    : place.kind === 'municipality'
      ? b.municipality === place.name
      : b.districtMunicipality === place.name;

describe('generated what + where relevance', () => {
  it(`finds a business of the category in the place in the top 3 for ${REQUIRED_HIT_RATE * 100} % of the queries`, async () => {
    const top3 = new Map<string, BusinessList['businesses']>();
    for (const query of new Set(cases.map((c) => c.query))) {
      const { status, body } = await getJson<BusinessList>(
        ctx.app,
        `/api/businesses/filter?pageSize=3&search=${encodeURIComponent(query)}`,
      );
      expect(status).toBe(200);
      top3.set(query, body.businesses);
    }
    const misses: Case[] = [];
    const byForm = new Map<Form, { total: number; hits: number }>();
    for (const c of cases) {
      const hit = top3
        .get(c.query)!
        .some((b) => b.categorySlug === c.category && inPlace(b, c.place));
      if (!hit) misses.push(c);
      const tally = byForm.get(c.form) ?? { total: 0, hits: 0 };
      tally.total++;
      if (hit) tally.hits++;
      byForm.set(c.form, tally);
    }
    const rate = (cases.length - misses.length) / cases.length;
    console.log(
      [
        `what + where relevance: ${cases.length - misses.length} of ${cases.length} hits (${(rate * 100).toFixed(1)} %), ${top3.size} distinct queries`,
        ...[...byForm].map(([form, t]) => `  ${form}: ${t.hits} of ${t.total}`),
        ...misses.map(
          (m) =>
            `  miss: '${m.query}' (${m.form}, ${m.category} in ${m.place.kind} ${m.place.name})`,
        ),
      ].join('\n'),
    );
    expect(cases.length).toBeGreaterThan(300);
    expect(rate).toBeGreaterThanOrEqual(REQUIRED_HIT_RATE);
  }, 300_000);
});
