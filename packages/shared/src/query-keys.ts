// Cache keys of data the server may hand to the web app inside the page (seo routes) and the web
// app fetches itself: both sides must name it alike for the embedded copy to be found.
export const businessDetailKey = (id: number) => ['business', id] as const;
/** A page of GET /api/businesses/filter, by its query string. */
export const businessFilterKey = (query: string) => ['businesses', 'filter', query] as const;
/** A place resolved from its slugs (GET /api/locations/place). */
export const placeKey = (slugs: { province: string; municipality?: string; district?: string }) =>
  ['locations', 'place', slugs] as const;
/** Where a category has businesses (GET /api/category-places/by-category/{slug}). */
export const categoryPlacesKey = (slug: string) => ['category-places', 'category', slug] as const;
/** A category's nearest places that have it (GET /api/category-places/nearest): a 404's way on. */
export const nearestCategoryPlacesKey = (
  category: string,
  slugs: { province: string; municipality?: string; district?: string },
) => ['category-places', 'nearest', category, slugs] as const;
/** Which categories a place has (GET /api/category-places/by-place). */
export const placeCategoriesKey = (slugs: {
  province: string;
  municipality?: string;
  district?: string;
}) => ['category-places', 'place', slugs] as const;
