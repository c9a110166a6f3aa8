import { useParams } from 'react-router';
import { categoryPlacePath, countInPlace } from '@drd/shared/category-place-path';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { PageLoading } from '../../components/ui/page-loading';
import { useCategoryPlaces } from '../../features/category-places/api/get-category-places';
import { CategoryPlaceWayOn } from '../../features/category-places/components/category-place-way-on';
import { NearbyPlaceLinks } from '../../features/category-places/components/nearby-place-links';
import { usePlace } from '../../features/directory/api/get-locations';
import { FilterBar } from '../../features/directory/components/filter-bar';
import { Results } from '../../features/directory/components/results';
import { useFilters } from '../../lib/use-filters';
import { NotFoundRoute } from './not-found';

/**
 * 'Farmacias en Sosúa' (/categoria/farmacias/puerto-plata/sosua): a category's businesses in one
 * place, only where it has some (docs/decisions/028-list-pages-server-rendered.md).
 */
export function CategoryPlaceRoute() {
  const params = useParams();
  const slug = params.slug ?? '';
  const slugs = {
    province: params.province ?? '',
    ...(params.municipality ? { municipality: params.municipality } : {}),
    ...(params.district ? { district: params.district } : {}),
  };
  const place = usePlace(slugs);
  const places = useCategoryPlaces(slug);
  const f = useFilters();
  const found = place.data && places.data && countInPlace(places.data, slugs) > 0;
  const steps = place.data
    ? [place.data.province, place.data.municipality, place.data.district].filter((s) => s !== null)
    : [];
  const title =
    found && places.data ? `${places.data.category.name} en ${steps.at(-1)!.name}` : null;
  useDocumentTitle(title);

  if (place.isPending || places.isPending) return <PageLoading quiet />;
  if (!found || !places.data || !place.data) {
    // No businesses of it here: still a 404 (no thin page), but with a way on (issue 41).
    return (
      <>
        <NotFoundRoute />
        {places.data && place.data && (
          <CategoryPlaceWayOn
            category={slug}
            slugs={slugs}
            placeName={(place.data.district ?? place.data.municipality ?? place.data.province).name}
          />
        )}
      </>
    );
  }
  const category = places.data.category;
  const { province, municipality, district } = place.data;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <Breadcrumbs
        trail={[
          { name: 'Inicio', to: '/' },
          { name: category.name, to: `/categoria/${category.slug}` },
          // Each step is this category in a wider place; the last one is this page.
          ...steps.map((step, i) =>
            i === steps.length - 1
              ? { name: step.name }
              : {
                  name: step.name,
                  to: categoryPlacePath(category.slug, {
                    province: province.slug,
                    municipality: i >= 1 ? municipality?.slug : undefined,
                  }),
                },
          ),
        ]}
      />
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <FilterBar showPlaces={false} />
      <Results
        heading="Negocios"
        countStyle="found"
        filters={{
          ...f.filters,
          categories: [category.slug],
          module: null,
          province: province.id,
          municipality: municipality?.id ?? null,
          district: district?.id ?? null,
        }}
        onPage={(page) => {
          f.setPage(page);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        onClear={f.clearAll}
        wayOut={f.openNowWayOut}
      />
      <NearbyPlaceLinks places={places.data} slugs={slugs} />
    </div>
  );
}
