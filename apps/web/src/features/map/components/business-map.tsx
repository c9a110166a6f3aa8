// A map of businesses: the shared frame (configuration, loading, 'El mapa no está disponible')
// around the Leaflet half, which loads on demand.
import { lazy } from 'react';
import type { Coords } from '@drd/shared/api/common';
import type { MapPoint } from '@drd/shared/api/map';
import { MapFrame } from '../../../components/map/map-frame';
import type { MapFocus, MapMove } from '../map-view';
import type { PopupDetailsQuery } from './map-popup';

const LeafletMap = lazy(async () => ({ default: (await import('./leaflet-map')).LeafletMap }));

export interface BusinessMapProps {
  /** Accessible name of the map region. */
  label: string;
  heightPx: number;
  center: Coords;
  zoom: number;
  points?: MapPoint[];
  /** Brings a business's status and contact details into its popup. */
  popupDetails?: PopupDetailsQuery | null;
  /** The view fits these points whenever `key` changes (a new set of filters). */
  fit?: { key: string; points: MapPoint[] } | null;
  /** The fit key `center` and `zoom` already answer (a view restored from the address). */
  fittedKey?: string | null;
  /** A single marker without popup. */
  pin?: { coords: Coords; title: string } | null;
  /** Moves the view there each time a new focus is given. */
  focus?: MapFocus | null;
  /** The visitor's position, drawn as a dot. */
  me?: Coords | null;
  /** The view after the person pans or zooms. */
  onMove?: ((move: MapMove) => void) | null;
}

const EMPTY: MapPoint[] = [];

export function BusinessMap({
  label,
  heightPx,
  center,
  zoom,
  points = EMPTY,
  popupDetails = null,
  fit = null,
  fittedKey = null,
  pin = null,
  focus = null,
  me = null,
  onMove = null,
}: BusinessMapProps) {
  return (
    <MapFrame label={label} heightPx={heightPx}>
      {(tiles) => (
        <LeafletMap
          tileUrl={tiles.tileUrl}
          attribution={tiles.attribution}
          center={center}
          zoom={zoom}
          points={points}
          popupDetails={popupDetails}
          fit={fit}
          fittedKey={fittedKey}
          pin={pin}
          focus={focus}
          me={me}
          onReady={tiles.onReady}
          onMove={onMove}
        />
      )}
    </MapFrame>
  );
}
