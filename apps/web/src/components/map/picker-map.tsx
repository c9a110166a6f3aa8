// The Leaflet half of the registration map (a lazy chunk): a pin the owner moves by clicking on
// the map or dragging it, and a view that follows the municipality or the address found.
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { LeafletEventHandlerFnMap } from 'leaflet';
import { PIN, ReadySignal, SpanishControls } from './leaflet-parts';
import type { MapTiles } from './map-frame';

export interface LatLng {
  lat: number;
  lng: number;
}
export interface PickerView {
  center: LatLng;
  zoom: number;
  /** A new key moves the view (a municipality chosen, an address found). */
  key: number;
}

interface PickerMapProps extends MapTiles {
  view: PickerView;
  pin: LatLng;
  onPick: (point: LatLng) => void;
}

function FollowView({ view }: { view: PickerView }) {
  const map = useMap();
  // A view object is new only when the map should move (a municipality chosen, an address found):
  // the owner's own panning is left alone on other renders. Without animation: a zoom still
  // animating when 'Siguiente' removed the map threw in Leaflet's timer ('_leaflet_pos').
  useEffect(() => {
    map.setView([view.center.lat, view.center.lng], view.zoom, { animate: false });
  }, [map, view]);
  return null;
}

function PickOnClick({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export function PickerMap({ tileUrl, attribution, onReady, view, pin, onPick }: PickerMapProps) {
  const handlers: LeafletEventHandlerFnMap = {
    dragend: (event) => {
      const { lat, lng } = (event.target as { getLatLng: () => LatLng }).getLatLng();
      onPick({ lat: round(lat), lng: round(lng) });
    },
  };
  return (
    <MapContainer
      center={[view.center.lat, view.center.lng]}
      zoom={view.zoom}
      // A form scrolls past the map: the wheel scrolls the page, buttons and pinch zoom.
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
      className="size-full"
    >
      <SpanishControls />
      <TileLayer url={tileUrl} attribution={attribution} />
      <ReadySignal onReady={onReady} />
      <FollowView view={view} />
      <PickOnClick onPick={(p) => onPick({ lat: round(p.lat), lng: round(p.lng) })} />
      <Marker
        position={[pin.lat, pin.lng]}
        icon={PIN}
        draggable
        title="Ubicación del negocio (arrástrala para moverla)"
        eventHandlers={handlers}
      />
    </MapContainer>
  );
}
