// 'Destacado' follows the plan's reach (DESIGN.md §3, decision 020): plan 4 in its municipality's
// lists, plan 5 across its province and first on its category's pages, nobody in the national list.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessCard, BusinessList } from '@drd/shared/api/businesses';
import type { MapPoints } from '@drd/shared/api/map';
import { isFeaturedIn, listScopeOf } from '@drd/shared/featured';
import { PLAN_FEATURES } from '@drd/shared/plans';
import { businesses, municipalities, provinces } from '../../db/schema';
import { createTestContext, getJson, type TestContext } from '../../test/context';
import { applyPlanExpiries } from '../subscriptions/expiry';
import { afterBusinessChange } from './after-change';

let ctx: TestContext;
const db = () => ctx.database.db;
const MUNICIPAL = PLAN_FEATURES.featuredMunicipality.from;
const PROVINCIAL = PLAN_FEATURES.featuredProvince.from;
const BELOW = MUNICIPAL - 1;
let province: number; // Puerto Plata
let imbert: number;
let sosua: number;
let imbertPharmacy: number; // plan 1 in the demo, the least visited of Imbert's three
let altamiraColmado: number; // plan 1 in the demo, a colmadón of Altamira

const idByName = async (name: string) =>
  (await db().select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name)))[0]!
    .id;
const placeId = async (table: typeof provinces | typeof municipalities, code: string) =>
  (await db().select({ id: table.id }).from(table).where(eq(table.code, code)))[0]!.id;
// As a payment's approval changes a plan: the write, then what it must refresh.
async function setPlan(id: number, packageId: number) {
  await db().update(businesses).set({ packageId }).where(eq(businesses.id, id));
  await afterBusinessChange(db(), ctx.app.cache, [id]);
}

beforeAll(async () => {
  ctx = await createTestContext();
  province = await placeId(provinces, '18');
  imbert = await placeId(municipalities, '1804');
  sosua = await placeId(municipalities, '1807');
  imbertPharmacy = await idByName('Farmacia Popular Imbert');
  altamiraColmado = await idByName('Colmado La Esquina Caliente');
});
afterAll(() => ctx.close());

const list = async (query: string) =>
  (await getJson<BusinessList>(ctx.app, `/api/businesses/filter?pageSize=100&${query}`)).body
    .businesses;
const points = async (query: string) =>
  (await getJson<MapPoints>(ctx.app, `/api/businesses/map?${query}`)).body.points;
const cardOf = (cards: BusinessCard[], id: number) => cards.find((c) => c.id === id);
const featuredIds = (rows: { id: number; isHighlighted: boolean }[]) =>
  rows.filter((r) => r.isHighlighted).map((r) => r.id);

describe("'Destacado' by the plan's reach", () => {
  it("features a municipal-reach plan first in its municipality's list, nowhere else", async () => {
    await setPlan(imbertPharmacy, MUNICIPAL);
    const own = await list(`municipality=${imbert}`);
    expect(own[0]).toMatchObject({ id: imbertPharmacy, isHighlighted: true });
    expect(featuredIds(own)).toEqual([imbertPharmacy]);
    expect(cardOf(await list(`province=${province}`), imbertPharmacy)?.isHighlighted).toBe(false);
    expect(cardOf(await list(''), imbertPharmacy)?.isHighlighted).toBe(false);
    expect(cardOf(await list('categories=farmacias'), imbertPharmacy)?.isHighlighted).toBe(false);
    const other = await list(`municipality=${sosua}`);
    expect(cardOf(other, imbertPharmacy)).toBeUndefined();
    expect(featuredIds(other).length).toBeGreaterThan(0);
  });

  it("features a provincial-reach plan across its province and first on its category's page", async () => {
    await setPlan(altamiraColmado, PROVINCIAL);
    const provinceList = await list(`province=${province}`);
    expect(cardOf(provinceList, altamiraColmado)?.isHighlighted).toBe(true);
    // Only the provincial reach is featured in a province's list.
    for (const card of provinceList) expect(card.isHighlighted).toBe(card.packageId >= PROVINCIAL);
    const category = await list('categories=colmadones');
    expect(category[0]).toMatchObject({ id: altamiraColmado, isHighlighted: true });
    expect(featuredIds(category)).toEqual([altamiraColmado]);
    expect(cardOf(await list(''), altamiraColmado)?.isHighlighted).toBe(false);
  });

  it('takes it away with a lower plan and gives it back with the plan', async () => {
    await setPlan(imbertPharmacy, BELOW);
    const lower = await list(`municipality=${imbert}`);
    expect(featuredIds(lower)).toEqual([]);
    await setPlan(imbertPharmacy, MUNICIPAL);
    expect(featuredIds(await list(`municipality=${imbert}`))).toEqual([imbertPharmacy]);
  });

  it('puts map points on the same rule', async () => {
    const own = await points(`municipality=${imbert}`);
    expect(featuredIds(own)).toEqual([imbertPharmacy]);
    expect(own[0]!.id).toBe(imbertPharmacy);
    const inProvince = await points(`province=${province}`);
    expect(featuredIds(inProvince)).toContain(altamiraColmado);
    expect(featuredIds(inProvince)).not.toContain(imbertPharmacy);
    expect(featuredIds(await points(''))).toEqual([]);
    expect(featuredIds(await points('categories=colmadones'))).toEqual([altamiraColmado]);
  });

  it('loses it when the plan lapses', async () => {
    await db()
      .update(businesses)
      .set({ expiresAt: new Date(ctx.app.now().getTime() - 1000) })
      .where(eq(businesses.id, imbertPharmacy));
    expect(await applyPlanExpiries(ctx.app)).toContain(imbertPharmacy);
    expect(featuredIds(await list(`municipality=${imbert}`))).toEqual([]);
    expect(featuredIds(await points(`municipality=${imbert}`))).toEqual([]);
  });
});

/** The list scope a query's filters make, as the API reads them. */
function scopeOf(query: string) {
  const params = new URLSearchParams(query);
  const id = (key: string) => (params.has(key) ? Number(params.get(key)) : undefined);
  return listScopeOf({
    province: id('province'),
    municipality: id('municipality'),
    district: id('district'),
    categories: params.get('categories') ?? undefined,
  });
}

describe("the API's 'Destacado' and the shared rule", () => {
  it('agree on every card and map point of every place, category and search list', async () => {
    const active = await db()
      .selectDistinct({
        province: businesses.provinceId,
        municipality: businesses.municipalityId,
        district: businesses.districtId,
      })
      .from(businesses)
      .where(eq(businesses.isActive, true));
    const queries = new Set(['', 'categories=hoteles', 'categories=colmadones,farmacias']);
    for (const p of active) {
      queries.add(`province=${p.province}`);
      queries.add(`province=${p.province}&categories=restaurantes`);
      queries.add(`municipality=${p.municipality}`);
      if (p.district !== null) queries.add(`district=${p.district}`);
    }
    queries.add(`search=hotel&province=${province}`);
    queries.add('search=farmacia');
    for (const query of queries) {
      const cards = await list(query);
      const scope = scopeOf(query);
      for (const c of cards) {
        const placed = { ...c, districtId: c.districtMunicipalityId };
        expect(c.isHighlighted, `${c.name} in ?${query}`).toBe(isFeaturedIn(placed, scope));
      }
      if (!query.includes('search')) {
        // Outside a search (relevance first), every list shows its 'Destacado' first.
        const flags = cards.map((c) => c.isHighlighted);
        const firstPlain = flags.indexOf(false);
        if (firstPlain >= 0) expect(flags.slice(firstPlain), query).not.toContain(true);
      }
      const byId = new Map(cards.map((c) => [c.id, c.isHighlighted]));
      for (const point of await points(query))
        expect(point.isHighlighted, `${point.name} on the map ?${query}`).toBe(byId.get(point.id));
    }
  });
});
