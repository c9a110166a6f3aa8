import { useState } from 'react';
import { useLocation } from 'react-router';
import type { SearchReading } from '@drd/shared/api/businesses';
import { PAGE_SIZE } from '@drd/shared/constants';
import { foundLine, showingLine } from '@drd/shared/pagination';
import { useBusinesses } from '../api/get-businesses';
import { useApplyReading } from '../use-apply-reading';
import { filtersToApiQuery, type DirectoryFilters } from '../../../lib/filters';
import { useSavedLocation } from '../../../lib/saved-location';
import { BusinessGrid, GridSkeleton } from './business-grid';
import { EmptyState } from './empty-state';
import { OpenNowWayOut, type WayOutActions } from './open-now-way-out';
import { Pagination } from '../../../components/ui/pagination';

interface ResultsProps {
  filters: DirectoryFilters;
  onPage: (page: number) => void;
  onClear: () => void;
  heading?: string;
  /** 'negocio encontrado' style counts (list pages) instead of 'Mostrando 1–12 de 17 negocios'. */
  countStyle?: 'showing' | 'found';
  emptyTitle?: string;
  emptyText?: string;
  /** What an empty 'Abierto ahora' result offers instead (see OpenNowWayOut). */
  wayOut?: WayOutActions;
  /** The search named a place: the page puts it in the filters (useFilters().applyReading). */
  onReading?: (reading: SearchReading) => void;
}

/** A page of businesses for the filters, with counts, loading, empty state and pagination. */
export function Results({
  filters,
  onPage,
  onClear,
  heading = 'Resultados',
  countStyle = 'showing',
  emptyTitle = 'No se encontraron resultados',
  emptyText = 'Intenta con otros criterios de búsqueda o con menos filtros.',
  wayOut,
  onReading,
}: ResultsProps) {
  const savedLocation = useSavedLocation();
  const query = filtersToApiQuery(filters, { pageSize: PAGE_SIZE, savedLocation });
  const { data, isPending, isFetching, isError, isPlaceholderData } = useBusinesses(query);
  useApplyReading(filters, savedLocation, data, !isPlaceholderData, onReading);
  // A page whose list was already here when it mounted (handed over by the server, or cached)
  // draws it at once, in the same boxes as the server's copy (decision 028).
  const [readyAtMount] = useState(data !== undefined);
  const { pathname, search } = useLocation();
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(search);
    if (page > 1) params.set('pagina', String(page));
    else params.delete('pagina');
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  const count = data
    ? countStyle === 'showing'
      ? showingLine(
          filters.page,
          PAGE_SIZE,
          data.businesses.length,
          data.filtered,
          data.filteredAtLeast,
        )
      : foundLine(data.filtered, data.filteredAtLeast)
    : null;

  return (
    // data-results: where scrollToResults() brings the visitor after a search or a filter.
    <section aria-labelledby="resultados" data-results>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="resultados" className="text-xl font-bold">
          {heading}
        </h2>
        <p className="text-sm text-slate-600" aria-live="polite">
          {count}
          {isFetching && data && (
            <span className="ml-2 text-brand-700">Actualizando resultados</span>
          )}
        </p>
      </div>
      {isPending && (
        <>
          <p className="mb-3 text-sm text-slate-600">Cargando negocios...</p>
          <GridSkeleton />
        </>
      )}
      {isError && !data && (
        <EmptyState
          title="No se pudieron cargar los negocios"
          text="Revisa tu conexión e intenta de nuevo."
        />
      )}
      {data && data.businesses.length === 0 && data.openNowWayOut && wayOut && (
        <OpenNowWayOut counts={data.openNowWayOut} actions={wayOut} />
      )}
      {data && data.businesses.length === 0 && !(data.openNowWayOut && wayOut) && (
        <EmptyState
          title={emptyTitle}
          text={emptyText}
          action={{ label: 'Limpiar filtros', onClick: onClear }}
        />
      )}
      {data && data.businesses.length > 0 && (
        <div className={isFetching ? 'opacity-60 transition-opacity' : ''}>
          <BusinessGrid businesses={data.businesses} immediate={readyAtMount} />
          <Pagination
            page={filters.page}
            count={data.filtered}
            pageSize={PAGE_SIZE}
            onPage={onPage}
            hrefFor={hrefFor}
            className="mt-8"
          />
        </div>
      )}
    </section>
  );
}
