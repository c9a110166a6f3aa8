import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { List, SearchX, SlidersHorizontal, X } from 'lucide-react';
import { MAP_PAGE_CENTER, MAP_PAGE_HEIGHT_PX, MAP_PAGE_ZOOM } from '@drd/shared/constants';
import { formatCount } from '@drd/shared/format';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { businessDetailQuery } from '../../features/business-profile/api/get-business';
import { useCategoryModules } from '../../features/directory/api/get-categories';
import { FilterBar } from '../../features/directory/components/filter-bar';
import { usePlaceName } from '../../features/directory/components/place-chip';
import { effectiveSearch, hasActiveFilters } from '../../lib/filters';
import { useSavedLocation } from '../../lib/saved-location';
import { useFilters } from '../../lib/use-filters';
import { filtersToMapQuery, useMapPoints, withBounds } from '../../features/map/api/get-map-points';
import { BusinessMap } from '../../features/map/components/business-map';
import { CategorySelect } from '../../features/map/components/category-select';
import { LocateButton } from '../../features/map/components/locate-button';
import { useMapView } from '../../features/map/use-map-view';
import { useApplyMapReading } from '../../features/map/use-apply-map-reading';
import { whatWhereLabel } from '@drd/shared/what-where-label';

/** Below Tailwind's `sm`: a phone. */
const PHONE_QUERY = '(max-width: 639px)';

function Chip({ children }: { children: ReactNode }) {
  return (
    <li className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-100">
      {children}
    </li>
  );
}

export function MapRoute() {
  useDocumentTitle('Mapa de negocios');
  const { filters, clearAll, setCategory, applyReading } = useFilters();
  const { data: categoryModules } = useCategoryModules();
  const [showFilters, setShowFilters] = useState(false);
  const panelId = useId();
  const mapRef = useRef<HTMLDivElement>(null);

  // All points for the filters first (the map fits them), then those of the visible area once
  // the person pans or zooms.
  // Near me narrows the map as it does the list: the saved position joins the query, not the URL.
  const savedLocation = useSavedLocation();
  const query = filtersToMapQuery(filters, savedLocation);
  const view = useMapView(query);
  const base = useMapPoints(query);
  const bounds = view.area;
  const areaPoints = useMapPoints(
    bounds ? withBounds(query, bounds.bounds, bounds.coarse) : query,
    { enabled: bounds !== null },
  );

  // 'dentista puerto plata' typed on the map: the place words become the place, as on the list.
  useApplyMapReading(filters, savedLocation, base.data, !base.isPlaceholderData, applyReading);

  const baseReady = base.data !== undefined && !base.isPlaceholderData;
  const current =
    bounds && areaPoints.data && !areaPoints.isPlaceholderData ? areaPoints.data : base.data;
  const points = current?.points ?? [];
  const fit = baseReady ? { key: query, points: base.data.points } : null;
  const empty = baseReady && base.data.filtered === 0;

  const search = effectiveSearch(filters.search);
  const place = usePlaceName(filters);
  const active = hasActiveFilters(filters);
  const listUrl = view.filtersSearch ? `/?${view.filtersSearch}` : '/';
  const categoryName =
    filters.categories.length === 1
      ? categoryModules?.modules
          .flatMap((m) => m.categories)
          .find((c) => c.slug === filters.categories[0])?.name
      : undefined;

  const showMap = () => mapRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  // On a phone the open filters would push the map below the screen: the page scrolls so the
  // panel sits under the sticky header, with the map filling the rest of the screen.
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!showFilters || !window.matchMedia(PHONE_QUERY).matches) return;
    const header = document.querySelector('[data-sticky-header]')?.getBoundingClientRect();
    const panel = panelRef.current?.getBoundingClientRect();
    if (!panel) return;
    const top = panel.top + window.scrollY - (header?.height ?? 0) - 8;
    window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  }, [showFilters]);

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Explorar Negocios</h1>
          <p className="mt-1 text-slate-600">Encuentra negocios cerca de ti en el mapa.</p>
        </div>
        <div className="flex max-w-full min-w-0 flex-wrap gap-2">
          <CategorySelect
            modules={categoryModules?.modules}
            selected={filters.categories}
            onChange={setCategory}
          />
          <button
            type="button"
            aria-expanded={showFilters}
            aria-controls={panelId}
            onClick={() => setShowFilters((s) => !s)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            {showFilters ? 'Ocultar filtros' : 'Mostrar filtros'}
          </button>
          <Link
            to={listUrl}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <List className="size-4" aria-hidden /> Ver como lista
          </Link>
        </div>
      </div>

      <div id={panelId} ref={panelRef} hidden={!showFilters} className="mt-4">
        {showFilters && <FilterBar onSubmit={showMap} />}
      </div>

      <div className="mt-4 mb-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          {base.isPending
            ? 'Cargando negocios...'
            : base.data
              ? `${formatCount(base.data.filtered)} ${base.data.filtered === 1 ? 'negocio' : 'negocios'} en el mapa`
              : null}
          {(base.isFetching || areaPoints.isFetching) && base.data && (
            <span className="ml-2 font-normal text-brand-700">Actualizando...</span>
          )}
        </p>
        {active && (
          <ul aria-label="Filtros activos" className="flex flex-wrap gap-1.5">
            {place ? (
              <Chip>{whatWhereLabel(search, place)}</Chip>
            ) : (
              search && <Chip>“{search}”</Chip>
            )}
            {filters.categories.length > 0 && (
              <Chip>
                {categoryName ??
                  `${filters.categories.length} ${filters.categories.length === 1 ? 'categoría' : 'categorías'}`}
              </Chip>
            )}
            {filters.near && savedLocation && <Chip>A menos de {filters.near.radiusKm} km</Chip>}
            {filters.openNow && <Chip>Abierto Ahora</Chip>}
            {filters.openToday && <Chip>Abierto Hoy</Chip>}
            {filters.offers && <Chip>Ofertas</Chip>}
          </ul>
        )}
        {active && !showFilters && (
          <button
            type="button"
            onClick={clearAll}
            className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            <X className="size-4" aria-hidden /> Limpiar filtros
          </button>
        )}
      </div>

      {base.isError && (
        <p role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          No se pudieron cargar los negocios del mapa.
        </p>
      )}
      {current?.truncated && (
        <p className="mb-3 text-sm text-slate-600">
          Se muestran los {formatCount(points.length)} negocios más destacados; acerca el mapa para
          ver más.
        </p>
      )}

      {empty ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <SearchX className="mx-auto size-10 text-slate-400" aria-hidden />
          <p className="mt-3 text-lg font-semibold">No se encontraron negocios con estos filtros</p>
          <p className="mt-1 text-slate-600">Prueba con otra búsqueda o quita algún filtro.</p>
          <Link
            to={listUrl}
            className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            Volver a la lista
          </Link>
        </div>
      ) : (
        <div ref={mapRef} className="relative scroll-mt-20">
          <BusinessMap
            label="Mapa de negocios"
            heightPx={MAP_PAGE_HEIGHT_PX}
            center={view.startView?.center ?? MAP_PAGE_CENTER}
            zoom={view.startView?.zoom ?? MAP_PAGE_ZOOM}
            points={points}
            popupDetails={businessDetailQuery}
            fit={fit}
            fittedKey={view.fittedKey}
            focus={view.focus}
            me={view.me}
            onMove={view.onMove}
          />
          {/* Under Leaflet's zoom buttons (44 px each, 10 px from the corner). */}
          <div className="absolute top-[110px] left-[10px] z-10">
            <LocateButton onLocated={view.onLocated} />
          </div>
        </div>
      )}
    </section>
  );
}
