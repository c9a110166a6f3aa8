import { categoryPlacePath, type PlaceSlugs } from '@drd/shared/category-place-path';
import { usePlaceCategories } from '../api/get-place-categories';
import { CountLinks } from './count-links';

/** On a place's page: its categories with how many businesses each, to 'Farmacias en Sosúa'. */
export function PlaceCategoryLinks({ slugs, placeName }: { slugs: PlaceSlugs; placeName: string }) {
  const { data } = usePlaceCategories(slugs);
  if (!data) return null;
  return (
    <CountLinks
      title={`Categorías en ${placeName}`}
      links={data.map((c) => ({
        name: c.name,
        to: categoryPlacePath(c.slug, slugs),
        count: c.count,
      }))}
    />
  );
}
