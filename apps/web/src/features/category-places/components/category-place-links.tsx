import { categoryPlacePath } from '@drd/shared/category-place-path';
import { useCategoryPlaces } from '../api/get-category-places';
import { CountLinks } from './count-links';

/** On a category's page: the provinces and municipalities where it has businesses. */
export function CategoryPlaceLinks({ slug, name }: { slug: string; name: string }) {
  const { data } = useCategoryPlaces(slug);
  if (!data) return null;
  const provinces = data.provinces.map((p) => ({
    name: p.name,
    to: categoryPlacePath(slug, { province: p.slug }),
    count: p.count,
  }));
  const municipalities = data.provinces.flatMap((p) =>
    p.municipalities.map((m) => ({
      name: m.name,
      to: categoryPlacePath(slug, { province: p.slug, municipality: m.slug }),
      count: m.count,
    })),
  );
  return (
    <div className="space-y-6">
      <CountLinks title={`${name} por provincia`} links={provinces} />
      <CountLinks title={`${name} por municipio`} links={municipalities} />
    </div>
  );
}
