import { describe, expect, it } from 'vitest';
import { PACKAGES } from './constants';
import {
  NO_LIST_SCOPE,
  featuredFromPlan,
  isFeaturedIn,
  listScopeOf,
  type ListScope,
  type PlacedBusiness,
} from './featured';
import { PLAN_FEATURES, planIncludes } from './plans';

const PROVINCE = 18;
const MUNICIPALITY = 1801;
const DISTRICT = 180103;
const at = (packageId: number, districtId: number | null = null): PlacedBusiness => ({
  packageId,
  provinceId: PROVINCE,
  municipalityId: MUNICIPALITY,
  districtId,
});
const scope = (place: ListScope['place'], category = false): ListScope => ({ place, category });
const national = scope({ kind: 'none' });
const categoryPage = scope({ kind: 'none' }, true);
const province = (provinceId = PROVINCE, category = false) =>
  scope({ kind: 'province', provinceId }, category);
const municipality = (municipalityId = MUNICIPALITY, category = false) =>
  scope({ kind: 'municipality', municipalityId }, category);
const district = (districtId = DISTRICT) => scope({ kind: 'district', districtId });
// The plans by what the table gives them, never by number.
const plans = PACKAGES.map((p) => p.id);
const municipalReach = plans.filter(
  (id) => planIncludes(id, 'featuredMunicipality') && !planIncludes(id, 'featuredProvince'),
);
const provincialReach = plans.filter((id) => planIncludes(id, 'featuredProvince'));
const noReach = plans.filter((id) => !planIncludes(id, 'featuredMunicipality'));

describe("'Destacado' by the plan's reach", () => {
  it('reads the reaches from the plan table', () => {
    expect(municipalReach).toEqual([PLAN_FEATURES.featuredMunicipality.from]);
    expect(provincialReach[0]).toBe(PLAN_FEATURES.featuredProvince.from);
    expect(noReach.length).toBeGreaterThan(0);
  });

  it("features the municipal reach in its own municipality's and district's lists only", () => {
    for (const id of municipalReach) {
      expect(isFeaturedIn(at(id), municipality())).toBe(true);
      expect(isFeaturedIn(at(id, DISTRICT), district())).toBe(true);
      expect(isFeaturedIn(at(id), municipality(1802))).toBe(false);
      expect(isFeaturedIn(at(id), district())).toBe(false);
      expect(isFeaturedIn(at(id), province())).toBe(false);
      expect(isFeaturedIn(at(id), national)).toBe(false);
      expect(isFeaturedIn(at(id), categoryPage)).toBe(false);
    }
  });

  it("features the provincial reach across its province and on its category's pages", () => {
    for (const id of provincialReach) {
      expect(isFeaturedIn(at(id), province())).toBe(true);
      expect(isFeaturedIn(at(id), municipality())).toBe(true);
      expect(isFeaturedIn(at(id, DISTRICT), district())).toBe(true);
      expect(isFeaturedIn(at(id), categoryPage)).toBe(true);
      expect(isFeaturedIn(at(id), province(PROVINCE, true))).toBe(true);
      expect(isFeaturedIn(at(id), province(25))).toBe(false);
      expect(isFeaturedIn(at(id), province(25, true))).toBe(false);
      expect(isFeaturedIn(at(id), national)).toBe(false);
    }
  });

  it('never features a plan below the reaches, nor a missing or lapsed plan', () => {
    const everywhere = [national, categoryPage, province(), municipality(), district()];
    for (const s of everywhere) {
      for (const id of noReach) expect(isFeaturedIn(at(id, DISTRICT), s)).toBe(false);
      expect(isFeaturedIn({ ...at(1), packageId: null }, s)).toBe(false);
    }
    expect(featuredFromPlan(national)).toBeNull();
    expect(featuredFromPlan(NO_LIST_SCOPE)).toBeNull();
  });

  it('features every plan from one plan up in any list, so plan order puts the featured first', () => {
    const scopes = [categoryPage, province(), municipality(), district(), municipality(1801, true)];
    for (const s of scopes) {
      const from = featuredFromPlan(s);
      for (const id of plans)
        expect(isFeaturedIn(at(id, DISTRICT), s), `plan ${id}`).toBe(from !== null && id >= from);
    }
  });

  it("reads a list's scope from its filters, the most specific place first", () => {
    expect(listScopeOf({})).toEqual(national);
    expect(listScopeOf({ categories: ' , ' })).toEqual(national);
    expect(listScopeOf({ categories: 'farmacias' })).toEqual(categoryPage);
    expect(listScopeOf({ province: 18, municipality: 1801 })).toEqual(municipality());
    expect(listScopeOf({ province: 18, districtMunicipality: DISTRICT })).toEqual(district());
    expect(listScopeOf({ province: 18, categories: 'hoteles' })).toEqual(province(18, true));
  });
});
