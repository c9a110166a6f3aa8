// Typo tolerance measured on queries nobody picked: every main word of the 62 category names and
// of the active demo businesses' names, as written, without accents, in the other number, and
// (from both numbers) with one letter dropped, substituted or swapped with its neighbour at
// positions drawn from a hash of the word. A query is a hit when a business it was derived from is
// among the first three results. Typo forms are only made where the typed word has a typo budget
// (@drd/shared/typos: 5+ letters), as Meilisearch counts them.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import { CATEGORIES } from '@drd/shared/categories';
import { normalizeText } from '@drd/shared/slug';
import { typoBudget } from '@drd/shared/typos';
import { queryRows } from '../../../db/raw';
import { businesses, categories } from '../../../db/schema';
import { createTestContext, getJson, type TestContext } from '../../../test/context';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const REQUIRED_HIT_RATE = 0.95;

/** FNV-1a: the same word always gets the same "random" positions. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Spanish number: 'hoteles' ↔ 'hotel', 'farmacias' ↔ 'farmacia', 'luz' ↔ 'luces'. */
function otherNumber(word: string): string {
  if (word.length >= 5 && word.endsWith('s'))
    return /[lrndj]es$/.test(word) ? word.slice(0, -2) : word.slice(0, -1);
  if (/[aeiou]$/.test(word)) return `${word}s`;
  if (word.endsWith('z')) return `${word.slice(0, -1)}ces`;
  return `${word}es`;
}

function dropped(word: string): string {
  const at = hash(`${word}:drop`) % word.length;
  return word.slice(0, at) + word.slice(at + 1);
}

function substituted(word: string): string {
  const at = hash(`${word}:substitute`) % word.length;
  const others = ALPHABET.replace(word[at]!, '');
  const letter = others[hash(`${word}:letter`) % others.length]!;
  return word.slice(0, at) + letter + word.slice(at + 1);
}

/** Two different neighbouring letters swapped (swapping 'zz' would change nothing). */
function swapped(word: string): string | null {
  const positions = [...word.slice(1)].flatMap((c, i) => (c !== word[i] ? [i] : []));
  if (positions.length === 0) return null;
  const at = positions[hash(`${word}:swap`) % positions.length]!;
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** The words of a name as written (lower-case, accents kept), stop words included. */
const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3);

type Form = 'as is' | 'accentless' | 'number' | 'drop' | 'substitute' | 'swap';

/**
 * Each form of a word once. Typo forms are made from the word and from its other number ('hotel'
 * as well as 'hoteles'), and only where the typed word may carry a typo.
 */
function forms(written: string): [Form, string][] {
  const plain = normalizeText(written);
  const typos = [plain, otherNumber(plain)].flatMap((base): [Form, string | null][] => [
    ['drop', dropped(base)],
    ['substitute', substituted(base)],
    ['swap', swapped(base)],
  ]);
  const all: [Form, string | null][] = [
    ['as is', written],
    ['accentless', plain],
    ['number', otherNumber(plain)],
    ...typos.filter(([, typed]) => typed !== null && typoBudget(typed) > 0),
  ];
  const seen = new Set<string>();
  return all.flatMap(([form, query]) => {
    if (query === null || seen.has(query)) return [];
    seen.add(query);
    return [[form, query] as [Form, string]];
  });
}

interface Case {
  source: string;
  form: Form;
  query: string;
  /** The businesses the query was derived from: any of them in the top 3 is a hit. */
  targets: Set<number>;
}

let ctx: TestContext;
let cases: Case[];

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const active = await db
    .select({ id: businesses.id, name: businesses.name, category: categories.name })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .where(eq(businesses.isActive, true));
  // Stop words ('de', 'las', 'nuestra') as the search's own Spanish dictionary knows them: full-text
  // search ignores them, so they are no word to find a business by.
  const written = [
    ...new Set([...CATEGORIES.map((c) => c.name), ...active.map((b) => b.name)].flatMap(wordsOf)),
  ];
  const stopWords = new Set(
    (
      await queryRows<{ word: string }>(
        db,
        sql`select w as word from unnest(${sql.param(written.map(normalizeText))}::text[]) w
          where ts_lexize('spanish_stem', w) = '{}'`,
      )
    ).map((r) => r.word),
  );
  const mainWords = (name: string) => wordsOf(name).filter((w) => !stopWords.has(normalizeText(w)));
  type Active = (typeof active)[number];
  cases = [];
  const add = (source: string, name: string, text: (b: Active) => string) => {
    for (const word of mainWords(name)) {
      // A word shared by several names (two categories say 'centros') belongs to all of them.
      const plain = normalizeText(word);
      const targets = new Set(
        active.filter((b) => wordsOf(text(b)).map(normalizeText).includes(plain)).map((b) => b.id),
      );
      if (targets.size === 0) continue; // no active business to find
      for (const [form, query] of forms(word)) cases.push({ source, form, query, targets });
    }
  };
  for (const category of CATEGORIES)
    add(`categoría ${category.name}`, category.name, (b) => b.category);
  for (const business of active) add(`negocio ${business.name}`, business.name, (b) => b.name);
});
afterAll(() => ctx.close());

describe('generated typo relevance', () => {
  it(`finds what ${REQUIRED_HIT_RATE * 100} % of the generated queries were derived from in the top 3`, async () => {
    const top3 = new Map<string, number[]>();
    for (const query of new Set(cases.map((c) => c.query))) {
      const { status, body } = await getJson<BusinessList>(
        ctx.app,
        `/api/businesses/filter?search=${encodeURIComponent(query)}`,
      );
      expect(status).toBe(200);
      top3.set(
        query,
        body.businesses.slice(0, 3).map((b) => b.id),
      );
    }
    const misses = cases.filter((c) => !top3.get(c.query)!.some((id) => c.targets.has(id)));
    const byForm = new Map<Form, { total: number; hits: number }>();
    for (const c of cases) {
      const tally = byForm.get(c.form) ?? { total: 0, hits: 0 };
      tally.total++;
      if (!misses.includes(c)) tally.hits++;
      byForm.set(c.form, tally);
    }
    const rate = (cases.length - misses.length) / cases.length;
    console.log(
      [
        `generated relevance: ${cases.length - misses.length} of ${cases.length} hits (${(rate * 100).toFixed(1)} %)`,
        ...[...byForm].map(([form, t]) => `  ${form}: ${t.hits} of ${t.total}`),
        ...misses.map((m) => `  miss: '${m.query}' (${m.form}, ${m.source})`),
      ].join('\n'),
    );
    expect(cases.length).toBeGreaterThan(500);
    expect(rate).toBeGreaterThanOrEqual(REQUIRED_HIT_RATE);
  }, 180_000);
});
