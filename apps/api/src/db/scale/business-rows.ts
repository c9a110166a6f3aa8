// One generated business and its owner content, from (seed, index) alone: pure and deterministic,
// so the seeder can generate in batches and tests can check any row.
import type { businesses } from '../schema';
import { categoryWords, type CategoryWords } from './category-words';
import { generateHours } from './hours';
import { generateName, handleOf } from './names';
import {
  generateOwnerContent,
  generateReviews,
  type OwnerContent,
  type Row,
} from './owner-content';
import { jitter, placePicker, type Place } from './places';
import { createRandom, mixSeed, type Random } from './random';
import * as W from './words';

const DAY_MS = 86_400_000;
const ACTIVE_SHARE = 0.97;
// Streams of the PRNG: the business itself, and whether it is active (the visit plan needs that
// before any row exists).
const STREAM_ROW = 1;
const STREAM_ACTIVE = 2;

/** The trades that are everywhere weigh more than, say, funeral homes. */
const CATEGORY_WEIGHT: Record<string, number> = {
  colmadones: 6,
  restaurants: 5,
  'beauty-salons': 5,
  'fast-food': 4,
  pharmacies: 3,
  hardware: 3,
  mechanics: 3,
  bars: 3,
  'car-wash': 2,
  supermarkets: 2,
  'tyre-shops': 2,
  cafes: 2,
  bakeries: 2,
  'clothing-boutiques': 2,
  technology: 2,
};

export interface CategoryRef {
  id: number;
  key: string;
  name: string;
}

export interface GenerationContext {
  seed: number;
  now: Date;
  places: readonly Place[];
  categories: readonly (CategoryRef & { words: CategoryWords })[];
  pickPlace: (random: Random) => Place;
  pickCategory: (random: Random) => CategoryRef & { words: CategoryWords };
}

export function createContext(
  seed: number,
  now: Date,
  places: readonly Place[],
  categoryRows: readonly CategoryRef[],
): GenerationContext {
  const categories = categoryRows.map((c) => ({ ...c, words: categoryWords(c.key, c.name) }));
  const weighted = categories.map((c) => [c, CATEGORY_WEIGHT[c.key] ?? 1] as const);
  return {
    seed,
    now,
    places,
    categories,
    pickPlace: placePicker(places),
    pickCategory: (random) => random.weighted(weighted),
  };
}

export function isActiveIndex(seed: number, index: number): boolean {
  return createRandom(mixSeed(seed, index, STREAM_ACTIVE)).next() < ACTIVE_SHARE;
}

export interface GeneratedBusiness extends OwnerContent {
  business: Row<typeof businesses>;
  reviews: ReturnType<typeof generateReviews>;
}

const phone = (random: Random) =>
  `${random.weighted([
    ['809', 6],
    ['829', 3],
    ['849', 1],
  ] as const)}-${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`;
const between = (from: Date, to: Date, random: Random) =>
  new Date(from.getTime() + Math.floor(random.next() * Math.max(0, to.getTime() - from.getTime())));

/**
 * Business `index` (0-based) with database id `id`. The first indexes visit every category and
 * every municipality once, so even 1,000 businesses cover the whole country and catalogue.
 */
export function generateBusiness(
  ctx: GenerationContext,
  index: number,
  id: number,
  visitCount: number,
): GeneratedBusiness {
  const random = createRandom(mixSeed(ctx.seed, index, STREAM_ROW));
  const category = ctx.categories[index] ?? ctx.pickCategory(random);
  const place = ctx.places[index] ?? ctx.pickPlace(random);
  const { kind, image } = category.words;
  const district =
    place.districts.length > 0 && random.chance(0.3) ? random.pick(place.districts) : null;
  const town = district?.name ?? place.municipalityName;
  const name = generateName(category.words, random, town);
  const handle = handleOf(name);
  const sector = random.pick(W.SECTORS);

  const packageId = random.weighted([
    [1, 50],
    [2, 25],
    [3, 13],
    [4, 8],
    [5, 4],
  ] as const);
  const isActive = isActiveIndex(ctx.seed, index);
  const now = ctx.now;
  // Active ones were activated over the last two years; the rest await activation.
  const activatedAt = isActive ? new Date(now.getTime() - random.next() * 730 * DAY_MS) : null;
  const createdAt = activatedAt
    ? new Date(activatedAt.getTime() - random.int(1, 10) * DAY_MS)
    : new Date(now.getTime() - random.int(1, 20) * DAY_MS);
  // A yearly plan, renewed until now.
  const years = activatedAt
    ? Math.floor((now.getTime() - activatedAt.getTime()) / (365 * DAY_MS)) + 1
    : 0;
  const tel = phone(random);
  const social = random.chance(0.35)
    ? {
        instagram: `https://instagram.com/${handle}`,
        ...(random.chance(0.5) ? { facebook: `https://facebook.com/${handle}` } : {}),
      }
    : {};
  const since = activatedAt ?? createdAt;
  const dated = () => between(since, now, random);

  const reviewRows = generateReviews(random, id, isActive, dated);
  const approved = reviewRows.filter((r) => r.isApproved);
  // 0–50: the average approved review times ten, as the moderation workflow computes it.
  const rating = approved.length
    ? Math.round((approved.reduce((s, r) => s + r.rating, 0) / approved.length) * 10)
    : 0;

  const business: Row<typeof businesses> = {
    id,
    packageId,
    name,
    description: `${category.words.nouns[0]} en el sector ${sector} de ${town} (${place.provinceName}). ${random.sample(W.PHRASES, 2).join(' ')}`,
    categoryId: category.id,
    provinceId: place.provinceId,
    municipalityId: place.municipalityId,
    districtId: district?.id ?? null,
    address: `${random.pick(W.STREETS)} #${random.int(1, 250)}, ${sector}, ${town}`,
    isActive,
    activatedAt,
    expiresAt: activatedAt ? new Date(activatedAt.getTime() + years * 365 * DAY_MS) : null,
    isHighlighted: random.chance(packageId === 5 ? 0.7 : 0.023),
    phone: tel,
    email: random.chance(0.3)
      ? `${handle}@${random.pick(['gmail.com', 'hotmail.com', 'outlook.com'])}`
      : null,
    website: random.chance(packageId >= 3 ? 0.5 : 0.05) ? `https://${handle}.com.do` : null,
    whatsappNumber: random.chance(0.85) ? (random.chance(0.8) ? tel : phone(random)) : null,
    rating,
    imageUrl: random.chance(0.8) ? `/images/negocios/${image}.svg` : null,
    logoUrl: null,
    openingHours: generateHours(kind, random),
    visitCount,
    createdAt,
    updatedAt: between(since, now, random),
    ...jitter(place, random),
    socialMedia: social,
    features: {
      wifi: random.chance(0.4),
      parking: random.chance(0.45),
      delivery: random.chance(kind === 'food' || kind === 'early' ? 0.6 : 0.2),
      creditCard: random.chance(0.55),
      cash: random.chance(0.95),
      mobilePayment: random.chance(0.25),
      accessibility: random.chance(0.2),
      petFriendly: random.chance(0.1),
    },
    tagline: random.chance(0.7) ? random.pick(W.TAGLINES) : null,
    priceRange:
      kind === 'food' || kind === 'night' || category.key === 'hotels'
        ? random.weighted([
            ['budget', 4],
            ['moderate', 4],
            ['expensive', 2],
            ['luxury', 1],
          ] as const)
        : null,
    hideCompetitorAds: packageId === 5,
  };

  const content = generateOwnerContent(random, {
    id,
    kind,
    categoryKey: category.key,
    image,
    packageId,
    dated,
  });
  return { business, ...content, reviews: reviewRows };
}
