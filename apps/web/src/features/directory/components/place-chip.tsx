import { MapPin, X } from 'lucide-react';
import { namesakeProvince, whatWhereLabel } from '@drd/shared/what-where-label';
import { effectiveSearch, type DirectoryFilters } from '../../../lib/filters';
import { useDistricts, useMunicipalities, useProvinces } from '../api/get-locations';

/**
 * The place the list is filtered by, with what is searched there ('Dentistas en Puerto Plata'),
 * typed in the search box or chosen by hand; its button takes the place away.
 */
/** The name of the narrowest place the filters choose, once the location lists have loaded. */
export function usePlaceName(filters: DirectoryFilters): string | undefined {
  const provinces = useProvinces();
  const municipalities = useMunicipalities(filters.province);
  const districts = useDistricts(filters.municipality);
  const named = (list: { id: number; name: string }[] | undefined, id: number | null) =>
    id === null ? undefined : list?.find((p) => p.id === id)?.name;
  return (
    named(districts.data, filters.district) ??
    named(municipalities.data, filters.municipality) ??
    named(provinces.data, filters.province)
  );
}

export function PlaceChip({
  filters,
  onRemove,
  onProvince,
}: {
  filters: DirectoryFilters;
  onRemove: () => void;
  /** Moves the filter to another province: the chip of the capital offers Santo Domingo's. */
  onProvince?: (province: number) => void;
}) {
  const place = usePlaceName(filters);
  const provinces = useProvinces();
  if (!place) return null;
  const label = whatWhereLabel(effectiveSearch(filters.search), place);
  const namesake = namesakeProvince(place);
  const other = namesake ? provinces.data?.find((p) => p.name === namesake) : undefined;
  const chip = (
    <p className="inline-flex min-h-11 max-w-full items-center gap-1.5 self-start rounded-3xl border border-brand-200 bg-brand-50 pl-3.5 text-sm font-medium text-brand-900">
      <MapPin className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0 py-1.5 leading-snug break-words">{label}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Quitar el lugar: ${place}`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </p>
  );
  if (!other || !onProvince) return chip;
  return (
    <div className="flex flex-wrap items-center gap-x-2">
      {chip}
      <button
        type="button"
        onClick={() => onProvince(other.id)}
        className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        Buscar en la provincia {other.name}
      </button>
    </div>
  );
}
