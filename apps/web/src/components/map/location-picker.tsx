// The map that places a business's pin (the wizard and the owner's page): 300 px, the pin at the
// chosen point (the default point until one is chosen). Clicking or dragging always places the pin, with or without the address search.
import { lazy, type ReactNode } from 'react';
import { MAP_PICKER_HEIGHT_PX } from '@drd/shared/constants';
import { MapFrame } from './map-frame';
import { useMapConfig } from './use-map-config';
import { AddressSearch } from './address-search';
import type { LatLng, PickerView } from './picker-map';

const PickerMap = lazy(async () => ({ default: (await import('./picker-map')).PickerMap }));

export const STREET_ZOOM = 16;

interface LocationPickerProps {
  view: PickerView;
  pin: LatLng;
  /** The owner placed or confirmed the pin (or it is a stored one): only then is it 'marcada'. */
  placed: boolean;
  onPick: (point: LatLng, moveView: boolean) => void;
  /** What the owner can do when the map cannot load. */
  unavailableHint?: ReactNode;
}

const WIZARD_HINT = (
  <p className="text-sm">Puedes registrar tu negocio igual: usaremos tu municipio.</p>
);

export function LocationPicker({
  view,
  pin,
  placed,
  onPick,
  unavailableHint = WIZARD_HINT,
}: LocationPickerProps) {
  const config = useMapConfig();
  return (
    <div className="space-y-2">
      {config.data?.map.geocoderAvailable !== false && (
        <AddressSearch onFound={(r) => onPick({ lat: r.lat, lng: r.lng }, true)} />
      )}
      <p id="drd-picker-help" className="text-sm text-slate-600">
        Toca el mapa o arrastra el marcador hasta la entrada de tu negocio.
      </p>
      <MapFrame
        label="Mapa para marcar la ubicación del negocio"
        heightPx={MAP_PICKER_HEIGHT_PX}
        unavailableHint={unavailableHint}
      >
        {(tiles) => <PickerMap {...tiles} view={view} pin={pin} onPick={(p) => onPick(p, false)} />}
      </MapFrame>
      {/* Never 'marcada' before the owner did it: until then, what will happen (issue 41). */}
      <p className="text-xs text-slate-600" aria-live="polite" data-testid="pin-state">
        {placed
          ? `Ubicación marcada: ${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}`
          : 'Si no marcas el punto, se usará el centro del municipio.'}
      </p>
    </div>
  );
}
