import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { PageLoading } from '../../components/ui/page-loading';
import { usePlace } from '../../features/directory/api/get-locations';
import { PlaceCategoryLinks } from '../../features/category-places/components/place-category-links';
import { FilterBar } from '../../features/directory/components/filter-bar';
import { Results } from '../../features/directory/components/results';
import { useFilters } from '../../lib/use-filters';

export function LocationRoute() {
  const params = useParams();
  const slugs = {
    province: params.province ?? '',
    ...(params.municipality ? { municipality: params.municipality } : {}),
    ...(params.district ? { district: params.district } : {}),
  };
  const place = usePlace(slugs);
  const f = useFilters();
  const navigate = useNavigate();
  const { search } = useLocation();
  const name = place.data
    ? (place.data.district ?? place.data.municipality ?? place.data.province).name
    : null;
  useDocumentTitle(name ? `Negocios en ${name}` : place.isError ? 'Ubicación no encontrada' : null);

  if (place.isPending) return <PageLoading />;
  if (place.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Ubicación no encontrada</h1>
        <p className="mt-2 text-slate-600">
          No conocemos ese lugar. Revisa la dirección o busca desde el inicio.
        </p>
        <Link
          to="/"
          className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white"
        >
          Volver al inicio
        </Link>
      </section>
    );
  }
  const { province, municipality, district } = place.data;
  const crumbs = [
    { name: province.name, to: `/ubicacion/${province.slug}` },
    ...(municipality
      ? [{ name: municipality.name, to: `/ubicacion/${province.slug}/${municipality.slug}` }]
      : []),
    ...(district && municipality
      ? [
          {
            name: district.name,
            to: `/ubicacion/${province.slug}/${municipality.slug}/${district.slug}`,
          },
        ]
      : []),
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <Breadcrumbs
        trail={[
          { name: 'Inicio', to: '/' },
          // The last step is this page: named, not linked.
          ...crumbs.map((c, i) => (i === crumbs.length - 1 ? { name: c.name } : c)),
        ]}
      />
      <h1 className="text-2xl font-bold sm:text-3xl">Negocios en {name}</h1>
      <FilterBar showPlaces={false} />
      <Results
        heading="Negocios"
        countStyle="found"
        filters={{
          ...f.filters,
          province: province.id,
          municipality: municipality?.id ?? null,
          district: district?.id ?? null,
        }}
        onPage={(page) => {
          f.setPage(page);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        onClear={f.clearAll}
        wayOut={{
          // The place is in the path here: the province's own page, with the same filters.
          ...(municipality
            ? {
                toProvince: () =>
                  void navigate({ pathname: `/ubicacion/${province.slug}`, search }),
              }
            : {}),
          withoutOpenNow: f.openNowWayOut.withoutOpenNow,
        }}
      />
      <PlaceCategoryLinks slugs={slugs} placeName={name ?? province.name} />
    </div>
  );
}
