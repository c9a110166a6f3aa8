// A small map with one pin (an administrator checking where a new business says it is); Leaflet
// arrives in its own chunk only when this is drawn.
import { lazy } from 'react';
import { MapFrame } from './map-frame';

const PinMap = lazy(async () => ({ default: (await import('./pin-map')).PinMap }));

interface PinPreviewProps {
  pin: { lat: number; lng: number };
  /** The pin's name, e.g. 'Ubicación de Colmado Ana'. */
  label: string;
  heightPx?: number;
}

export function PinPreview({ pin, label, heightPx = 200 }: PinPreviewProps) {
  return (
    <MapFrame label={label} heightPx={heightPx}>
      {(tiles) => <PinMap {...tiles} pin={pin} title={label} />}
    </MapFrame>
  );
}
