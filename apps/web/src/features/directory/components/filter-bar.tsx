import { useId, useState } from 'react';
import { Clock, SlidersHorizontal, X } from 'lucide-react';
import { useFilters } from '../../../lib/use-filters';
import { scrollToResults } from '../scroll-to-results';
import { PlaceChip } from './place-chip';
import { PlaceSelects } from './place-selects';
import { SearchInput } from './search-input';

const CHIP =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium';

function Toggle({
  pressed,
  label,
  onClick,
}: {
  pressed: boolean;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`${CHIP} ${
        pressed
          ? 'border-emerald-700 bg-emerald-700 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
      }`}
    >
      <Clock className="size-4" aria-hidden /> {label}
    </button>
  );
}

/**
 * Search, places and opening toggles over the URL filter state. On a phone the place selects fold
 * behind a 'Lugar' chip, so the search and the first results share the first screen.
 */
export function FilterBar({
  showPlaces = true,
  onSubmit = scrollToResults,
}: {
  showPlaces?: boolean;
  /** After Enter in the search box: by default the results scroll into view. */
  onSubmit?: () => void;
}) {
  const f = useFilters();
  // 'Limpiar filtros' starts the search box afresh: cleared at once even if the address has not
  // yet caught up with what was typed, and with no pending text left to send.
  const [searchKey, setSearchKey] = useState(0);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const places = [f.filters.province, f.filters.municipality, f.filters.district].filter(
    (id) => id !== null,
  ).length;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white/95 p-4 text-slate-900 shadow-md ring-1 ring-slate-200">
      <SearchInput
        key={searchKey}
        value={f.filters.search}
        onChange={f.setSearch}
        onSubmit={onSubmit}
      />
      {showPlaces && (
        <PlaceChip
          filters={f.filters}
          onRemove={() => f.setProvince(null)}
          onProvince={f.setProvince}
        />
      )}
      {showPlaces && (
        // Phones: below the chips, and only when opened.
        <div id={panelId} className={open ? 'max-sm:order-1' : 'max-sm:hidden'}>
          <PlaceSelects
            filters={f.filters}
            onProvince={f.setProvince}
            onMunicipality={f.setMunicipality}
            onDistrict={f.setDistrict}
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {showPlaces && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
            className={`${CHIP} border-slate-300 bg-white text-slate-700 hover:bg-slate-50 sm:hidden`}
          >
            <SlidersHorizontal className="size-4" aria-hidden /> Lugar
            {places > 0 && (
              <span className="rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">
                {places}
              </span>
            )}
          </button>
        )}
        <Toggle pressed={f.filters.openToday} label="Abierto Hoy" onClick={f.toggleOpenToday} />
        <Toggle pressed={f.filters.openNow} label="Abierto Ahora" onClick={f.toggleOpenNow} />
        <Toggle pressed={f.filters.offers} label="Ofertas" onClick={f.toggleOffers} />
        <button
          type="button"
          onClick={() => {
            setSearchKey((k) => k + 1);
            f.clearAll();
          }}
          className="ml-auto inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          <X className="size-4" aria-hidden /> Limpiar filtros
        </button>
      </div>
    </div>
  );
}
