import { MapPin, X } from 'lucide-react';
import { whatWhereLabel } from '@drd/shared/what-where-label';
import { effectiveSearch, type DirectoryFilters } from '../../../lib/filters';
import { useDistricts, useMunicipalities, useProvinces } from '../api/get-locations';

/**
 * The place the list is filtered by, with what is searched there ('Dentistas en Puerto Plata'),
 * typed in the search box or chosen by hand; its button takes the place away.
 */
export function PlaceChip({
  filters,
  onRemove,
}: {
  filters: DirectoryFilters;
  onRemove: () => void;
}) {
  const provinces = useProvinces();
  const municipalities = useMunicipalities(filters.province);
  const districts = useDistricts(filters.municipality);
  const named = (list: { id: number; name: string }[] | undefined, id: number | null) =>
    id === null ? undefined : list?.find((p) => p.id === id)?.name;
  const place =
    named(districts.data, filters.district) ??
    named(municipalities.data, filters.municipality) ??
    named(provinces.data, filters.province);
  if (!place) return null;
  const label = whatWhereLabel(effectiveSearch(filters.search), place);
  return (
    <p className="inline-flex min-h-11 max-w-full items-center gap-1.5 self-start rounded-full border border-brand-200 bg-brand-50 pl-3.5 text-sm font-medium text-brand-900">
      <MapPin className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0 truncate">{label}</span>
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
}
