// What every Leaflet map of the site shares: Leaflet's CSS with our 44 px overrides, the pin
// icons and the ready signal. Import it only from lazily loaded modules (Leaflet is ~60 KB).
import { useEffect } from 'react';
import { AttributionControl, useMap, ZoomControl } from 'react-leaflet';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-overrides.css';

// Leaflet's default marker images break under bundlers: markers are Tailwind-styled pins, each
// drawn in the middle of a 44 px square that takes the tap (a finger's width).
const pinHtml = (colour: string) =>
  `<span class="flex size-full items-center justify-center"><span class="relative block size-7 -rotate-45 rounded-full rounded-bl-none border-2 border-white ${colour} shadow-md shadow-slate-900/40"><span class="absolute top-1/2 left-1/2 block size-2.5 -translate-1/2 rounded-full bg-white"></span></span></span>`;
const pinOptions = {
  className: 'drd-map-pin',
  iconSize: [44, 44] as L.PointTuple,
  iconAnchor: [22, 42] as L.PointTuple,
  popupAnchor: [0, -30] as L.PointTuple,
};
export const PIN = L.divIcon({ ...pinOptions, html: pinHtml('bg-brand-700') });
export const HIGHLIGHTED_PIN = L.divIcon({
  ...pinOptions,
  className: 'drd-map-pin drd-map-pin-highlighted',
  html: pinHtml('bg-accent-500'),
});

/** Tells the frame the map has drawn. */
export function ReadySignal({ onReady }: { onReady: () => void }) {
  const map = useMap();
  useEffect(() => {
    map.whenReady(onReady);
  }, [map, onReady]);
  return null;
}

// Leaflet's own words, in Spanish.
const ATTRIBUTION_PREFIX =
  '<a href="https://leafletjs.com" title="Biblioteca de JavaScript para mapas interactivos">Leaflet</a>';

/** The zoom buttons and the attribution in Spanish; the map itself sets both controls off. */
export function SpanishControls() {
  return (
    <>
      <ZoomControl zoomInTitle="Acercar" zoomOutTitle="Alejar" />
      <AttributionControl prefix={ATTRIBUTION_PREFIX} />
    </>
  );
}
