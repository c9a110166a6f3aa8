import type { CategoryPlaces } from '@drd/shared/api/category-places';
import { categoryPlacePath, type PlaceSlugs } from '@drd/shared/category-place-path';
import { CountLinks, type CountLink } from './count-links';

/**
 * On a category-in-place page: the smaller places inside it and the neighbouring municipalities
 * (the others of its province) where the category has businesses.
 */
export function NearbyPlaceLinks({ places, slugs }: { places: CategoryPlaces; slugs: PlaceSlugs }) {
  const { category } = places;
  const province = places.provinces.find((p) => p.slug === slugs.province);
  if (!province) return null;
  const municipality = province.municipalities.find((m) => m.slug === slugs.municipality);
  const link = (name: string, place: PlaceSlugs, count: number): CountLink => ({
    name,
    to: categoryPlacePath(category.slug, place),
    count,
  });
  const inside = municipality
    ? slugs.district
      ? []
      : municipality.districts.map((d) =>
          link(
            d.name,
            { province: province.slug, municipality: municipality.slug, district: d.slug },
            d.count,
          ),
        )
    : province.municipalities.map((m) =>
        link(m.name, { province: province.slug, municipality: m.slug }, m.count),
      );
  const neighbours = municipality
    ? province.municipalities
        .filter((m) => m.slug !== municipality.slug || slugs.district)
        .map((m) => link(m.name, { province: province.slug, municipality: m.slug }, m.count))
    : places.provinces
        .filter((p) => p.slug !== province.slug)
        .map((p) => link(p.name, { province: p.slug }, p.count));
  return (
    <div className="space-y-6">
      <CountLinks title={`${category.name} por lugar`} links={inside} />
      <CountLinks title={`${category.name} cerca`} links={neighbours} />
    </div>
  );
}
