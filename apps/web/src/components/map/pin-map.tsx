// The Leaflet half of a read-only pin (a lazy chunk): where a business is, nothing to move.
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { PIN, ReadySignal, SpanishControls } from './leaflet-parts';
import type { MapTiles } from './map-frame';

interface PinMapProps extends MapTiles {
  pin: { lat: number; lng: number };
  title: string;
}

export function PinMap({ tileUrl, attribution, onReady, pin, title }: PinMapProps) {
  return (
    <MapContainer
      center={[pin.lat, pin.lng]}
      zoom={16}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
      className="size-full"
    >
      <SpanishControls />
      <TileLayer url={tileUrl} attribution={attribution} />
      <ReadySignal onReady={onReady} />
      <Marker position={[pin.lat, pin.lng]} icon={PIN} title={title} />
    </MapContainer>
  );
}
