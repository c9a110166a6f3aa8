// A map of businesses: the shared frame (configuration, loading, 'El mapa no está disponible')
// around the Leaflet half, which loads on demand.
import { lazy } from 'react';
import type { Coords } from '@drd/shared/api/common';
import type { MapBounds, MapPoint } from '@drd/shared/api/map';
import { MapFrame } from '../../../components/map/map-frame';

const LeafletMap = lazy(async () => ({ default: (await import('./leaflet-map')).LeafletMap }));

export interface BusinessMapProps {
  /** Accessible name of the map region. */
  label: string;
  heightPx: number;
  center: Coords;
  zoom: number;
  points?: MapPoint[];
  /** The view fits these points whenever `key` changes (a new set of filters). */
  fit?: { key: string; points: MapPoint[] } | null;
  /** A single marker without popup. */
  pin?: { coords: Coords; title: string } | null;
  /** The visible area after the person pans or zooms. */
  onMove?: ((bounds: MapBounds) => void) | null;
}

const EMPTY: MapPoint[] = [];

export function BusinessMap({
  label,
  heightPx,
  center,
  zoom,
  points = EMPTY,
  fit = null,
  pin = null,
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
          fit={fit}
          pin={pin}
          onReady={tiles.onReady}
          onMove={onMove}
        />
      )}
    </MapFrame>
  );
}
