// 'Destacado' by the plan's reach (DESIGN.md §3, docs/decisions/020-destacado-by-plan-reach.md):
// whether a business is featured depends on the list it is shown in, not on a stored flag.
// Built from the plan table (plans.ts); no plan number is named here.
import { PLAN_FEATURES, planIncludes, type PlanFeatureKey } from './plans';

/** The place a list is narrowed to (the most specific of its place filters). */
export type ListPlace =
  | { kind: 'none' }
  | { kind: 'province'; provinceId: number }
  | { kind: 'municipality'; municipalityId: number }
  | { kind: 'district'; districtId: number };

export interface ListScope {
  place: ListPlace;
  /** Filtered by category: a category's page (one or more categories, not a module). */
  category: boolean;
}

/** Where a business is and its plan (a lapsed plan is plan 1). */
export interface PlacedBusiness {
  packageId: number | null | undefined;
  provinceId: number;
  municipalityId: number;
  districtId: number | null;
}

/** The scope of lists that are not the directory's own (profile, 'Recién Publicados'). */
export const NO_LIST_SCOPE: ListScope = { place: { kind: 'none' }, category: false };

/** The place filters of a directory query, as a list scope; the most specific place wins. */
export function listScopeOf(query: {
  province?: number | undefined;
  municipality?: number | undefined;
  district?: number | undefined;
  districtMunicipality?: number | undefined;
  categories?: string | undefined;
}): ListScope {
  const category = (query.categories ?? '').split(',').some((c) => c.trim().length > 0);
  const districtId = query.district ?? query.districtMunicipality;
  const place: ListPlace =
    districtId !== undefined
      ? { kind: 'district', districtId }
      : query.municipality !== undefined
        ? { kind: 'municipality', municipalityId: query.municipality }
        : query.province !== undefined
          ? { kind: 'province', provinceId: query.province }
          : { kind: 'none' };
  return { place, category };
}

/**
 * The plan features that make a business inside the list's place 'Destacado' in it. A
 * municipality's or district's list is also in its province, so both reaches count there; with
 * no place, a category's page features the province reach ('first in its category's pages').
 */
export function featuringFeatures(scope: ListScope): PlanFeatureKey[] {
  switch (scope.place.kind) {
    case 'municipality':
    case 'district':
      return ['featuredMunicipality', 'featuredProvince'];
    case 'province':
      return ['featuredProvince'];
    case 'none':
      return scope.category ? ['featuredProvince'] : [];
  }
}

/**
 * The lowest plan 'Destacado' in lists of this scope, or null when nobody is. Every plan from it
 * up is featured (higher plans include the lower), which is what lets the SQL compare package_id.
 */
export function featuredFromPlan(scope: ListScope): number | null {
  const froms = featuringFeatures(scope).map((key) => PLAN_FEATURES[key].from);
  return froms.length === 0 ? null : Math.min(...froms);
}

function isInPlace(business: PlacedBusiness, place: ListPlace): boolean {
  switch (place.kind) {
    case 'none':
      return true;
    case 'province':
      return business.provinceId === place.provinceId;
    case 'municipality':
      return business.municipalityId === place.municipalityId;
    case 'district':
      return business.districtId === place.districtId;
  }
}

/** Whether the business is 'Destacado' in a list of this scope (never outside the list's place). */
export function isFeaturedIn(business: PlacedBusiness, scope: ListScope): boolean {
  return (
    isInPlace(business, scope.place) &&
    featuringFeatures(scope).some((key) => planIncludes(business.packageId, key))
  );
}
