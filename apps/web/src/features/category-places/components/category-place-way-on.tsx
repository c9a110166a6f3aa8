import { categoryPlacePath, type PlaceSlugs } from '@drd/shared/category-place-path';
import { useNearestCategoryPlaces } from '../api/get-nearest-category-places';
import { usePlaceCategories } from '../api/get-place-categories';
import { CountLinks } from './count-links';

/**
 * Under the 404 of a category-in-place page without businesses (no thin page for Google, issue
 * 41): the same category in the nearest places that have it, and the categories this place has.
 */
export function CategoryPlaceWayOn({
  category,
  slugs,
  placeName,
}: {
  category: string;
  slugs: PlaceSlugs;
  placeName: string;
}) {
  const nearest = useNearestCategoryPlaces(category, slugs);
  const here = usePlaceCategories(slugs);
  if (!nearest.data && !here.data) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pb-16" data-testid="category-place-way-on">
      {nearest.data && (
        <CountLinks
          title={`${nearest.data.category.name} en los lugares más cercanos`}
          links={nearest.data.places.map((p) => ({
            // Seat to seat; the place's own municipality (another district of it) is 'here'.
            name: p.km >= 1 ? `${p.name} (a ${Math.round(p.km)} km)` : p.name,
            to: categoryPlacePath(nearest.data.category.slug, {
              province: p.province,
              municipality: p.municipality,
            }),
            count: p.count,
          }))}
        />
      )}
      {here.data && (
        <CountLinks
          title={`Categorías en ${placeName}`}
          links={here.data.map((c) => ({
            name: c.name,
            to: categoryPlacePath(c.slug, slugs),
            count: c.count,
          }))}
        />
      )}
    </div>
  );
}
