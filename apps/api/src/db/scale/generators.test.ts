// The pure generators: deterministic for a seed, and producing valid, plausible rows. Places and
// categories come from the shared reference data, so no database is needed.
import { describe, expect, it } from 'vitest';
import territory from '@drd/shared/data/dr-territorial-division.json';
import { CATEGORIES } from '@drd/shared/categories';
import { openingHoursSchema } from '@drd/shared/opening-hours';
import { createContext, generateBusiness, isActiveIndex } from './business-rows';
import { CATEGORY_WORDS, type Kind } from './category-words';
import { generateHours } from './hours';
import { generateName } from './names';
import { buildPlaces, PROVINCE_GEO, type PlaceRow } from './places';
import { createRandom, mixSeed } from './random';
import { planVisits } from './visits';

const NOW = new Date('2026-06-01T00:00:00Z');
let nextId = 1;
const placeRows: PlaceRow[] = territory.provinces.flatMap((p, pi) =>
  p.municipalities.map((m) => ({
    provinceId: pi + 1,
    provinceCode: p.code,
    provinceName: p.name.trim(),
    municipalityId: nextId++,
    municipalityCode: m.code,
    municipalityName: m.name.trim(),
    districts: m.districts.map((d, di) => ({ id: nextId * 100 + di, name: d.name.trim() })),
  })),
);
const places = buildPlaces(placeRows);
const categories = CATEGORIES.map((c, i) => ({ id: i + 1, key: c.key, name: c.name }));
const context = (seed: number) => createContext(seed, NOW, places, categories);
const KINDS: Kind[] = [
  'food',
  'night',
  'early',
  'shop',
  'allday',
  'office',
  'school',
  'clinic',
  'workshop',
];

describe('random', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw(mixSeed(1, 2))).toEqual(draw(mixSeed(1, 2)));
    expect(draw(mixSeed(1, 2))).not.toEqual(draw(mixSeed(1, 3)));
  });
});

describe('opening hours', () => {
  const weeks = KINDS.flatMap((kind) =>
    Array.from({ length: 200 }, (_, i) => generateHours(kind, createRandom(mixSeed(7, i)))),
  );
  const days = weeks.flatMap((week) => Object.values(week));

  it('are always valid for the shared schema', () => {
    for (const week of weeks) expect(openingHoursSchema.safeParse(week).success).toBe(true);
  });

  it('include 24-hour, closed-Sunday and past-midnight days', () => {
    expect(days.some((d) => !d.closed && d.open === d.close)).toBe(true);
    expect(weeks.some((w) => w.sunday.closed && !w.monday.closed)).toBe(true);
    expect(days.some((d) => !d.closed && d.close < d.open && d.close !== '00:00')).toBe(true);
  });

  it('are the same for the same seed', () => {
    expect(generateHours('night', createRandom(3))).toEqual(
      generateHours('night', createRandom(3)),
    );
  });
});

describe('names', () => {
  it('start with a trade noun of the category and repeat for a seed', () => {
    for (const words of Object.values(CATEGORY_WORDS)) {
      const name = generateName(words, createRandom(11), 'Moca');
      expect(words.nouns.some((noun) => name.startsWith(`${noun} `))).toBe(true);
      expect(generateName(words, createRandom(11), 'Moca')).toBe(name);
    }
    expect(generateName(CATEGORY_WORDS['government-offices']!, createRandom(1), 'Maimón')).toMatch(
      / de Maimón$/,
    );
  });

  it('has words for every category of the catalogue', () => {
    for (const category of CATEGORIES) expect(CATEGORY_WORDS[category.key]).toBeDefined();
  });
});

describe('businesses', () => {
  const generated = Array.from({ length: 600 }, (_, i) =>
    generateBusiness(context(1), i, i + 1, 0),
  );

  it('are the same for the same seed and index, and differ with the seed', () => {
    expect(generateBusiness(context(1), 42, 43, 5)).toEqual(
      generateBusiness(context(1), 42, 43, 5),
    );
    expect(generateBusiness(context(2), 42, 43, 5).business.name).not.toBe(
      generated[42]!.business.name,
    );
  });

  it('cover every category and municipality, with consistent places inside the country', () => {
    const rows = generated.map((g) => g.business);
    expect(new Set(rows.map((b) => b.categoryId)).size).toBe(CATEGORIES.length);
    expect(new Set(rows.map((b) => b.municipalityId)).size).toBe(places.length);
    expect(new Set(rows.map((b) => b.provinceId)).size).toBe(Object.keys(PROVINCE_GEO).length);
    for (const b of rows) {
      const place = places.find((p) => p.municipalityId === b.municipalityId)!;
      expect(place.provinceId).toBe(b.provinceId);
      if (b.districtId != null) expect(place.districts.map((d) => d.id)).toContain(b.districtId);
      expect(b.lat).toBeGreaterThan(17.4);
      expect(b.lat).toBeLessThan(20.1);
      expect(b.lng).toBeGreaterThan(-72.1);
      expect(b.lng).toBeLessThan(-68.2);
      expect(b.phone).toMatch(/^(809|829|849)-\d{3}-\d{4}$/);
      expect(b.rating).toBeGreaterThanOrEqual(0);
      expect(b.rating).toBeLessThanOrEqual(50);
      expect([1, 2, 3, 4, 5]).toContain(b.packageId);
      expect(b.isActive === (b.activatedAt !== null)).toBe(true);
    }
  });

  it('come with owner content for part of them', () => {
    const some = (pick: (g: (typeof generated)[number]) => unknown[]) =>
      generated.filter((g) => pick(g).length > 0).length;
    for (const part of [some((g) => g.tags), some((g) => g.faqs), some((g) => g.gallery)]) {
      expect(part).toBeGreaterThan(30);
      expect(part).toBeLessThan(500);
    }
    expect(some((g) => g.menus)).toBeGreaterThan(0);
    expect(some((g) => g.reviews)).toBeGreaterThan(100);
  });
});

describe('visit plan', () => {
  const active = Array.from({ length: 5_000 }, (_, i) => isActiveIndex(1, i));
  const plan = planVisits(1, active, 100_000);

  it('gives exactly the visits asked for, to active businesses only, the same every time', () => {
    expect(plan.reduce((a, b) => a + b, 0)).toBe(100_000);
    active.forEach((isActive, i) => {
      if (!isActive) expect(plan[i]).toBe(0);
    });
    expect(planVisits(1, active, 100_000)).toEqual(plan);
  });

  it('is skewed: a few popular businesses, most with a handful', () => {
    const sorted = [...plan].filter((_, i) => active[i]).sort((a, b) => a - b);
    expect(sorted.at(-1)!).toBeGreaterThan(20 * sorted[Math.floor(sorted.length / 2)]!);
  });
});
