/** A place by its slugs, as in /ubicacion/{province}[/{municipality}[/{district}]]. */
export interface PlaceSlugs {
  province: string;
  municipality?: string | undefined;
  district?: string | undefined;
}

/** A category-in-place page: /categoria/{category}/{province}[/{municipality}[/{district}]]. */
export function categoryPlacePath(category: string, place: PlaceSlugs): string {
  return ['/categoria', category, place.province, place.municipality, place.district]
    .filter(Boolean)
    .join('/');
}

interface PlaceTree {
  provinces: {
    slug: string;
    count: number;
    municipalities: { slug: string; count: number; districts: { slug: string; count: number }[] }[];
  }[];
}

/** How many active businesses of a category a place has (0: that page does not exist). */
export function countInPlace(places: PlaceTree, slugs: PlaceSlugs): number {
  const province = places.provinces.find((p) => p.slug === slugs.province);
  if (!province || !slugs.municipality) return province?.count ?? 0;
  const municipality = province.municipalities.find((m) => m.slug === slugs.municipality);
  if (!municipality || !slugs.district) return municipality?.count ?? 0;
  return municipality.districts.find((d) => d.slug === slugs.district)?.count ?? 0;
}
