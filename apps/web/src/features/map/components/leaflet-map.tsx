// The Leaflet half of the map, loaded as its own chunk (business-map.tsx imports it lazily) so
// neither Leaflet nor its CSS weighs on the first download.
import { useEffect, useRef } from 'react';
import { CircleMarker, MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import * as L from 'leaflet';
import type { Coords } from '@drd/shared/api/common';
import type { MapPoint } from '@drd/shared/api/map';
import { MAP_FIT_PADDING, MAP_SINGLE_MARKER_ZOOM } from '@drd/shared/constants';
import { PIN, ReadySignal, SpanishControls } from '../../../components/map/leaflet-parts';
import type { MapFocus, MapMove } from '../map-view';
import { ClusteredMarkers } from './clustered-markers';
import type { PopupDetailsQuery } from './map-popup';

export interface LeafletMapProps {
  tileUrl: string;
  attribution: string;
  center: Coords;
  zoom: number;
  /** Clustered business markers, each with a popup. */
  points: MapPoint[];
  /** Brings a business's status and contact details into its popup. */
  popupDetails: PopupDetailsQuery | null;
  /** The view fits these points whenever `key` changes. */
  fit: { key: string; points: MapPoint[] } | null;
  /** A fit key the view already answers (a view restored from the address): no fit for it. */
  fittedKey: string | null;
  /** A plain marker without popup (the map test page). */
  pin: { coords: Coords; title: string } | null;
  /** Moves the view there each time a new focus is given ('Mi ubicación'). */
  focus: MapFocus | null;
  /** The visitor's position, drawn as a dot. */
  me: Coords | null;
  onReady: () => void;
  /** The view after the person pans or zooms (not after the map fits itself). */
  onMove: ((move: MapMove) => void) | null;
}

/** Fits the view to the points once per key: one point at street zoom, several in a box. */
function FitView({ fit, fittedKey }: { fit: LeafletMapProps['fit']; fittedKey: string | null }) {
  const map = useMap();
  const fitted = useRef<string | null>(fittedKey);
  useEffect(() => {
    if (!fit || fitted.current === fit.key) return;
    fitted.current = fit.key;
    const [first] = fit.points;
    if (!first) return;
    // Without animation the move ends inside these calls, so MoveReporter can tell it apart.
    map.fire('drd:fitstart');
    if (fit.points.length === 1) {
      map.setView([first.coords.lat, first.coords.lng], MAP_SINGLE_MARKER_ZOOM, { animate: false });
    } else {
      const bounds = L.latLngBounds(fit.points.map((p) => [p.coords.lat, p.coords.lng]));
      map.fitBounds(bounds, { padding: [MAP_FIT_PADDING, MAP_FIT_PADDING], animate: false });
    }
    map.fire('drd:fitend');
  }, [map, fit]);
  return null;
}

/** Moves the view to each new focus. */
function FocusView({ focus }: { focus: MapFocus | null }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView([focus.center.lat, focus.center.lng], focus.zoom);
  }, [map, focus]);
  return null;
}

/** Reports the view after each move the person makes, and once at start when it was restored. */
function MoveReporter({
  onMove,
  reportStart,
}: {
  onMove: (move: MapMove) => void;
  reportStart: boolean;
}) {
  const map = useMap();
  const startReported = useRef(!reportStart);
  useEffect(() => {
    let fitting = false;
    const start = () => (fitting = true);
    const end = () => (fitting = false);
    const report = (userMove: boolean) => {
      const b = map.getBounds().pad(0.2);
      const { lat, lng } = map.getCenter();
      onMove({
        bounds: { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() },
        view: { center: { lat, lng }, zoom: map.getZoom() },
        userMove,
      });
    };
    const moved = () => {
      if (!fitting) report(true);
    };
    if (!startReported.current) {
      startReported.current = true;
      report(false);
    }
    map.on('drd:fitstart', start).on('drd:fitend', end).on('moveend', moved);
    return () => {
      map.off('drd:fitstart', start).off('drd:fitend', end).off('moveend', moved);
    };
  }, [map, onMove]);
  return null;
}

export function LeafletMap(props: LeafletMapProps) {
  return (
    <MapContainer
      center={[props.center.lat, props.center.lng]}
      zoom={props.zoom}
      scrollWheelZoom
      zoomControl={false}
      attributionControl={false}
      className="size-full"
    >
      <SpanishControls />
      <TileLayer url={props.tileUrl} attribution={props.attribution} />
      <ReadySignal onReady={props.onReady} />
      <ClusteredMarkers points={props.points} popupDetails={props.popupDetails} />
      <FitView fit={props.fit} fittedKey={props.fittedKey} />
      <FocusView focus={props.focus} />
      {props.onMove && (
        <MoveReporter onMove={props.onMove} reportStart={props.fittedKey !== null} />
      )}
      {props.me && (
        <CircleMarker
          center={[props.me.lat, props.me.lng]}
          radius={9}
          interactive={false}
          className="drd-map-me"
          pathOptions={{
            color: '#ffffff',
            weight: 3,
            fillColor: '#2563eb',
            fillOpacity: 1,
          }}
        />
      )}
      {props.pin && (
        <Marker
          position={[props.pin.coords.lat, props.pin.coords.lng]}
          icon={PIN}
          title={props.pin.title}
        />
      )}
    </MapContainer>
  );
}
