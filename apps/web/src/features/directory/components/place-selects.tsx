import { useId } from 'react';
import type { LocationItem } from '@drd/shared/api/locations';
import { useDistricts, useMunicipalities, useProvinces } from '../api/get-locations';
import type { DirectoryFilters } from '../../../lib/filters';

function Select({
  label,
  value,
  options,
  disabled,
  placeholder,
  onChange,
}: {
  label: string;
  value: number | null;
  options: LocationItem[];
  disabled?: boolean;
  placeholder: string;
  onChange: (id: number | null) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 disabled:bg-slate-100 disabled:text-slate-400"
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Province → municipality → district; each waits for the one before. */
export function PlaceSelects({
  filters,
  onProvince,
  onMunicipality,
  onDistrict,
}: {
  filters: DirectoryFilters;
  onProvince: (id: number | null) => void;
  onMunicipality: (id: number | null) => void;
  onDistrict: (id: number | null) => void;
}) {
  const provinces = useProvinces();
  const municipalities = useMunicipalities(filters.province);
  const districts = useDistricts(filters.municipality);
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Select
        label="Provincia"
        placeholder="Todas las provincias"
        value={filters.province}
        options={provinces.data ?? []}
        onChange={onProvince}
      />
      <Select
        label="Municipio"
        placeholder="Todos los municipios"
        value={filters.municipality}
        options={municipalities.data ?? []}
        disabled={!filters.province}
        onChange={onMunicipality}
      />
      <Select
        label="Distrito municipal"
        placeholder="Todos los distritos"
        value={filters.district}
        options={districts.data ?? []}
        disabled={!filters.municipality}
        onChange={onDistrict}
      />
    </div>
  );
}
