// Where the business is: address, province, municipality, district and the pin on the map (the
// wizard's second step and the owner's facts editor). A new municipality moves the map there, and
// the pin too until the owner has placed it.
import { useState, type ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DEFAULT_POINT, MAP_SINGLE_MARKER_ZOOM } from '@drd/shared/constants';
import { municipalityPoint } from '@drd/shared/municipality-points';
import { SelectField } from '../form/select-field';
import { TextField } from '../form/text-field';
import { LocationPicker, STREET_ZOOM } from '../map/location-picker';
import type { LatLng, PickerView } from '../map/picker-map';
import type { BusinessFactsValues } from './facts-values';
import { PinControls } from './pin-controls';
import { useDistricts } from './get-districts';
import { useMunicipalities } from './get-municipalities';
import { useProvinces } from './get-provinces';

const MUNICIPALITY_ZOOM = 13;
const toId = (value: string) => (value === '' ? null : Number(value));
const toOptions = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));

interface BusinessPlaceFieldsProps {
  pinPlaced: boolean;
  onPinPlaced: () => void;
  /** What the owner can do when the map cannot load (LocationPicker's default: the wizard's). */
  unavailableHint?: ReactNode;
  /** The wizard warns that an unconfirmed pin is shown as approximate; the editor's pin may be exact. */
  approximateNote?: boolean;
}

export function BusinessPlaceFields({
  pinPlaced,
  onPinPlaced,
  unavailableHint,
  approximateNote = true,
}: BusinessPlaceFieldsProps) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<BusinessFactsValues>();
  const [province, municipality, coords] = useWatch({
    control,
    name: ['province', 'municipality', 'coords'],
  });
  const provinces = useProvinces();
  const municipalities = useMunicipalities(province);
  const districts = useDistricts(municipality);
  const pin = coords ?? DEFAULT_POINT;
  const [view, setView] = useState<PickerView>(() => ({
    center: pin,
    zoom: coords ? MAP_SINGLE_MARKER_ZOOM : MUNICIPALITY_ZOOM,
    key: 0,
  }));

  const moveView = (center: LatLng, zoom: number) =>
    setView((v) => ({ center, zoom, key: v.key + 1 }));

  const onMunicipality = (id: number | null) => {
    const provinceSlug = provinces.data?.find((p) => p.id === province)?.slug;
    const slug = municipalities.data?.find((m) => m.id === id)?.slug;
    const point = provinceSlug && slug ? municipalityPoint(provinceSlug, slug) : null;
    if (!point) return;
    moveView(point, MUNICIPALITY_ZOOM);
    // Until the owner places the pin, it follows the municipality.
    if (!pinPlaced) setValue('coords', point, { shouldDirty: true });
  };

  return (
    <div className="space-y-4">
      <TextField
        label="Dirección"
        required
        autoComplete="street-address"
        hint="Calle, número y sector, como la diría un cliente."
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="province"
          render={({ field, fieldState }) => (
            <SelectField
              label="Provincia"
              required
              ref={field.ref}
              name={field.name}
              options={toOptions(provinces.data)}
              placeholder="Selecciona una provincia"
              value={field.value === null ? '' : String(field.value)}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(toId(e.target.value));
                setValue('municipality', null);
                setValue('districtMunicipality', null);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="municipality"
          render={({ field, fieldState }) => (
            <SelectField
              label="Municipio"
              required
              ref={field.ref}
              name={field.name}
              disabled={province === null}
              options={toOptions(municipalities.data)}
              placeholder={
                province === null ? 'Elige primero la provincia' : 'Selecciona un municipio'
              }
              value={field.value === null ? '' : String(field.value)}
              onBlur={field.onBlur}
              onChange={(e) => {
                const id = toId(e.target.value);
                field.onChange(id);
                setValue('districtMunicipality', null);
                onMunicipality(id);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="districtMunicipality"
          render={({ field, fieldState }) => (
            <SelectField
              label="Distrito municipal (opcional)"
              ref={field.ref}
              name={field.name}
              disabled={municipality === null}
              options={toOptions(districts.data)}
              placeholder={
                municipality === null
                  ? 'Elige primero el municipio'
                  : districts.data?.length === 0
                    ? 'Este municipio no tiene distritos'
                    : 'Ninguno'
              }
              value={field.value === null ? '' : String(field.value)}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(toId(e.target.value))}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <LocationPicker
        view={view}
        pin={pin}
        // The editor's pin is the stored one; the wizard's is a guess until the owner places it.
        placed={pinPlaced || !approximateNote}
        onPick={(point, follow) => {
          setValue('coords', point, { shouldDirty: true });
          onPinPlaced();
          if (follow) moveView(point, STREET_ZOOM);
        }}
        {...(unavailableHint ? { unavailableHint } : {})}
      />
      <PinControls
        pinPlaced={pinPlaced}
        approximateNote={approximateNote}
        onPlace={(point) => {
          if (point) {
            setValue('coords', point, { shouldDirty: true });
            moveView(point, STREET_ZOOM);
          } else if (!coords) {
            // Confirming the default point of an empty form: the pin shown is the one kept.
            setValue('coords', pin, { shouldDirty: true });
          }
          onPinPlaced();
        }}
      />
    </div>
  );
}
