import { useState } from 'react';
import { Clock, X } from 'lucide-react';
import { useFilters } from '../use-filters';
import { PlaceSelects } from './place-selects';
import { SearchInput } from './search-input';

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
      className={`inline-flex items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-medium ${
        pressed
          ? 'border-emerald-700 bg-emerald-700 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
      }`}
    >
      <Clock className="size-4" aria-hidden /> {label}
    </button>
  );
}

/** Search, places and opening toggles over the URL filter state. */
export function FilterBar({ showPlaces = true }: { showPlaces?: boolean }) {
  const f = useFilters();
  // 'Limpiar filtros' starts the search box afresh: cleared at once even if the address has not
  // yet caught up with what was typed, and with no pending text left to send.
  const [searchKey, setSearchKey] = useState(0);
  return (
    <div className="space-y-3 rounded-xl bg-white/95 p-4 text-slate-900 shadow-md ring-1 ring-slate-200">
      <SearchInput key={searchKey} value={f.filters.search} onChange={f.setSearch} />
      {showPlaces && (
        <PlaceSelects
          filters={f.filters}
          onProvince={f.setProvince}
          onMunicipality={f.setMunicipality}
          onDistrict={f.setDistrict}
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Toggle pressed={f.filters.openToday} label="Abierto Hoy" onClick={f.toggleOpenToday} />
        <Toggle pressed={f.filters.openNow} label="Abierto Ahora" onClick={f.toggleOpenNow} />
        <button
          type="button"
          onClick={() => {
            setSearchKey((k) => k + 1);
            f.clearAll();
          }}
          className="ml-auto inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          <X className="size-4" aria-hidden /> Limpiar filtros
        </button>
      </div>
    </div>
  );
}
