import { and, count, countDistinct, eq, isNotNull, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGES } from '@drd/shared/constants';
import { createTestContext, type TestContext } from '../../test/context';
import {
  businesses,
  categories,
  categoryModules,
  counters,
  municipalDistricts,
  municipalities,
  packages,
  provinces,
  businessProfileSubmissions,
  reviews,
  users,
} from '../schema';
import { seedReferenceData } from '../seed/reference';
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_BUSINESSES } from './businesses';
import { HOURS_PRESETS } from './hours';
import { DEMO_BANK_INSTRUCTIONS, withDemoPaymentDetails } from './payment-details';
import { parseEnv } from '../../env';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { SUBMISSION_CONTENT_TYPES } from '@drd/shared/api/content/moderation';
import { seedDemoData } from './seed-demo';
import { PLACE_CENTRES } from './types';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const countOf = async (
  table:
    | typeof provinces
    | typeof municipalities
    | typeof municipalDistricts
    | typeof categoryModules
    | typeof categories
    | typeof businesses,
) => {
  const [row] = await ctx.database.db.select({ n: count() }).from(table);
  return row!.n;
};

describe('reference data', () => {
  it('has the territorial division, categories and plans', async () => {
    expect(await countOf(provinces)).toBe(32);
    expect(await countOf(municipalities)).toBe(158);
    expect(await countOf(municipalDistricts)).toBe(234);
    expect(await countOf(categoryModules)).toBe(8);
    expect(await countOf(categories)).toBe(62);
    const plans = await ctx.database.db.select().from(packages).orderBy(packages.id);
    expect(plans.map((p) => [p.id, p.name, p.price])).toEqual(
      PACKAGES.map((p) => [p.id, p.name, p.price]),
    );
    expect(plans.every((p) => p.features.length > 0)).toBe(true);
  });

  it('is idempotent, and the demo seed runs only once', async () => {
    await seedReferenceData(ctx.database.db);
    expect(await countOf(municipalities)).toBe(158);
    expect(await seedDemoData(ctx.database.db)).toEqual({ seeded: false });
    expect(await countOf(businesses)).toBe(DEMO_BUSINESSES.length);
  });
});

describe('demo directory', () => {
  it('has 60+ businesses, 30+ categories, mostly in Puerto Plata over 6+ municipalities', async () => {
    const db = ctx.database.db;
    const [all] = await db
      .select({ n: count(), categories: countDistinct(businesses.categoryId) })
      .from(businesses);
    expect(all!.n).toBeGreaterThanOrEqual(60);
    expect(all!.categories).toBeGreaterThanOrEqual(30);
    const [pp] = await db
      .select({ n: count(), municipalities: countDistinct(businesses.municipalityId) })
      .from(businesses)
      .innerJoin(provinces, eq(provinces.id, businesses.provinceId))
      .where(eq(provinces.slug, 'puerto-plata'));
    expect(pp!.n).toBeGreaterThan(all!.n / 2);
    expect(pp!.municipalities).toBeGreaterThanOrEqual(6);
  });

  it('keeps places consistent and coordinates inside their municipality', async () => {
    const rows = await ctx.database.db
      .select({
        name: businesses.name,
        lat: businesses.lat,
        lng: businesses.lng,
        provinceId: businesses.provinceId,
        municipalityProvince: municipalities.provinceId,
        municipalityCode: municipalities.code,
        districtCode: municipalDistricts.code,
        districtMunicipality: municipalDistricts.municipalityId,
        municipalityId: businesses.municipalityId,
      })
      .from(businesses)
      .innerJoin(municipalities, eq(municipalities.id, businesses.municipalityId))
      .leftJoin(municipalDistricts, eq(municipalDistricts.id, businesses.districtId));
    for (const row of rows) {
      expect(row.municipalityProvince, row.name).toBe(row.provinceId);
      if (row.districtCode) expect(row.districtMunicipality, row.name).toBe(row.municipalityId);
      const centre = PLACE_CENTRES[row.districtCode ?? row.municipalityCode];
      expect(centre, `${row.name} has a reference centre`).toBeDefined();
      expect(Math.abs(row.lat! - centre!.lat), row.name).toBeLessThan(0.05);
      expect(Math.abs(row.lng! - centre!.lng), row.name).toBeLessThan(0.05);
    }
  });

  it('has a bar closing after midnight, a closed Sunday and a Saturday half day', () => {
    const used = new Set(DEMO_BUSINESSES.map((b) => b.hours));
    expect(used.has('bar') && used.has('office')).toBe(true);
    expect(
      HOURS_PRESETS.bar.friday.ranges[0]!.close < HOURS_PRESETS.bar.friday.ranges[0]!.open,
    ).toBe(true);
    expect(HOURS_PRESETS.office.sunday.closed).toBe(true);
    expect(
      HOURS_PRESETS.office.saturday.ranges[0]!.close < HOURS_PRESETS.office.friday.ranges[0]!.close,
    ).toBe(true);
  });

  it('uses all five plans, highlights several and leaves some awaiting activation', async () => {
    const db = ctx.database.db;
    const plans = await db.selectDistinct({ id: businesses.packageId }).from(businesses);
    expect(plans.map((p) => p.id).sort()).toEqual([1, 2, 3, 4, 5]);
    const [highlighted] = await db
      .select({ n: count() })
      .from(businesses)
      .where(eq(businesses.isHighlighted, true));
    expect(highlighted!.n).toBeGreaterThanOrEqual(5);
    const [inactive] = await db
      .select({ n: count() })
      .from(businesses)
      .where(eq(businesses.isActive, false));
    expect(inactive!.n).toBe(3);
  });

  it('derives ratings from approved reviews and the visit counter from the businesses', async () => {
    const db = ctx.database.db;
    const rated = await db
      .select({
        rating: businesses.rating,
        average: sql<number>`round(avg(${reviews.rating}) * 10)::int`,
      })
      .from(businesses)
      .innerJoin(reviews, and(eq(reviews.businessId, businesses.id), eq(reviews.isApproved, true)))
      .groupBy(businesses.id);
    expect(rated.length).toBeGreaterThan(5);
    for (const r of rated) expect(r.rating).toBe(r.average);
    const [visits] = await db.select({ total: sum(businesses.visitCount) }).from(businesses);
    const [counter] = await db.select().from(counters).where(eq(counters.name, 'global_visits'));
    expect(counter!.value).toBe(Number(visits!.total));
  });

  it('creates the demo accounts with hashed passwords', async () => {
    const rows = await ctx.database.db.select().from(users).where(isNotNull(users.id));
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = rows.find((u) => u.username === account.username)!;
      expect(user.role).toBe(account.role);
      expect(user.password).toMatch(/^scrypt\$/);
      expect(user.password).not.toContain(account.password);
    }
    expect(rows.find((u) => u.username === 'afiliado')).toMatchObject({
      isAffiliate: true,
      referralCode: 'PPLATA25',
    });
  });
});

describe('what the demo directory shows', () => {
  const detailOf = async (name: string) => {
    const [row] = await ctx.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.name, name));
    const response = await ctx.app.inject({ url: `/api/businesses/detail/${row!.id}` });
    expect(response.statusCode).toBe(200);
    return response.json<BusinessDetail>();
  };

  it('has an offer, an answered question, a verified badge and split hours on its profiles', async () => {
    const hotel = await detailOf('Hotel Victoriano Puerto Plata');
    expect(hotel.offers).toContainEqual(
      expect.objectContaining({ title: 'Tercera noche gratis', code: 'VICTORIANO3X2' }),
    );
    expect(hotel.questions).toContainEqual(
      expect.objectContaining({
        question: '¿Tienen estacionamiento para huéspedes?',
        askerName: 'Carolina',
        answer: expect.stringContaining('estacionamiento gratis') as string,
      }),
    );
    expect(hotel.verified).toBe(true);
    expect((await detailOf('Pizzería Nápoli Puerto Plata')).offers).toHaveLength(1);
    expect((await detailOf('Centro Médico Atlántico')).verified).toBe(true);
    const tours = await detailOf('Ámbar Tours & Excursiones');
    expect(tours.questions[0]?.answer).toContain('Sosúa');
    expect(JSON.stringify(tours.openingHours)).toContain('"14:00"');
    expect(HOURS_PRESETS.split.monday.ranges).toHaveLength(2);
  });

  it("files its waiting changes under the registry's types, so the queue names them", async () => {
    const rows = await ctx.database.db
      .selectDistinct({ type: businessProfileSubmissions.contentType })
      .from(businessProfileSubmissions);
    const known: readonly (string | null)[] = SUBMISSION_CONTENT_TYPES;
    expect(rows.map((r) => r.type).filter((type) => !known.includes(type))).toEqual([]);
  });

  it('gives the payment instructions bank details, only in the demo and only if none are set', () => {
    const demo = parseEnv({ SEED_DEMO: '1' });
    expect(withDemoPaymentDetails(demo, {}).PAYMENT_BANK_INSTRUCTIONS).toBe(DEMO_BANK_INSTRUCTIONS);
    expect(DEMO_BANK_INSTRUCTIONS).toMatch(/cuenta corriente \d/);
    const own = parseEnv({ SEED_DEMO: '1', PAYMENT_BANK_INSTRUCTIONS: 'Banco propio 123' });
    expect(
      withDemoPaymentDetails(own, { PAYMENT_BANK_INSTRUCTIONS: 'Banco propio 123' })
        .PAYMENT_BANK_INSTRUCTIONS,
    ).toBe('Banco propio 123');
    const real = parseEnv({});
    expect(withDemoPaymentDetails(real, {}).PAYMENT_BANK_INSTRUCTIONS).not.toBe(
      DEMO_BANK_INSTRUCTIONS,
    );
  });
});
