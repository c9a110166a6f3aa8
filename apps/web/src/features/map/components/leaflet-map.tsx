// The Leaflet half of the map, loaded as its own chunk (business-map.tsx imports it lazily) so
// neither Leaflet nor its CSS weighs on the first download.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  Marker,
  TileLayer,
  useMap,
  ZoomControl,
} from 'react-leaflet';
import * as L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import type { Coords } from '@drd/shared/api/common';
import type { MapPoint } from '@drd/shared/api/map';
import { MAP_FIT_PADDING, MAP_SINGLE_MARKER_ZOOM } from '@drd/shared/constants';
import { HIGHLIGHTED_PIN, PIN, ReadySignal } from '../../../components/map/leaflet-parts';
import type { MapFocus, MapMove } from '../map-view';
import { MapPopup, type PopupDetailsQuery } from './map-popup';
import './map-controls.css';

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

// Leaflet's own words, in Spanish.
const ATTRIBUTION_PREFIX =
  '<a href="https://leafletjs.com" title="Biblioteca de JavaScript para mapas interactivos">Leaflet</a>';
const CLOSE_LABEL = 'Cerrar';

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 44 : count < 100 ? 48 : 54;
  return L.divIcon({
    className: 'drd-map-cluster',
    iconSize: [size, size],
    html: `<span data-count="${count}" aria-hidden="true" class="flex size-full items-center justify-center rounded-full border-4 border-brand-100/80 bg-brand-700 text-sm font-bold text-white shadow-md shadow-slate-900/40">${count}</span><span class="sr-only">Grupo de ${count} negocios: acercar</span>`,
  });
}

// leaflet.markercluster attaches itself to the global L that Leaflet's UMD build sets.
const markerClusterGroup = (options: L.MarkerClusterGroupOptions) =>
  (window as unknown as { L: typeof L }).L.markerClusterGroup(options);

// Narrow enough for a 375 px screen, kept clear of the map's edges when it pans into view, and
// of the zoom buttons (top left) and 'Mi ubicación' (top right).
const POPUP_OPTIONS: L.PopupOptions = {
  maxWidth: 260,
  autoPanPaddingTopLeft: [64, 64],
  autoPanPaddingBottomRight: [16, 16],
  className: 'drd-map-popup',
};

interface OpenPopup {
  point: MapPoint;
  node: HTMLElement;
  popup: L.Popup;
}

function ClusteredMarkers({
  points,
  popupDetails,
}: {
  points: MapPoint[];
  popupDetails: PopupDetailsQuery | null;
}) {
  const map = useMap();
  const group = useMemo(
    () =>
      markerClusterGroup({
        showCoverageOnHover: false,
        chunkedLoading: true,
        maxClusterRadius: 60,
        iconCreateFunction: clusterIcon,
      }),
    [],
  );
  useEffect(() => {
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
    };
  }, [map, group]);

  // The open popup's content is rendered by React into the popup's node (a portal), so it can
  // use the app's queries, links and components.
  const [open, setOpen] = useState<OpenPopup | null>(null);
  const relayout = useCallback(() => open?.popup.update(), [open]);

  // Markers by business id: a new answer (the visible area after a pan) adds and removes only
  // what changed, so an open popup stays open.
  const markers = useRef(new Map<number, L.Marker>());
  useEffect(() => {
    const current = markers.current;
    const wanted = new Set(points.map((p) => p.id));
    const gone = [...current].filter(([id]) => !wanted.has(id));
    group.removeLayers(gone.map(([, marker]) => marker));
    for (const [id] of gone) current.delete(id);
    const added = points
      .filter((point) => !current.has(point.id))
      .map((point) => {
        const node = document.createElement('div');
        const marker = L.marker([point.coords.lat, point.coords.lng], {
          icon: point.isHighlighted ? HIGHLIGHTED_PIN : PIN,
          title: point.name,
          riseOnHover: true,
        }).bindPopup(node, POPUP_OPTIONS);
        marker.on('popupopen', (event) => {
          const close = event.popup.getElement()?.querySelector('.leaflet-popup-close-button');
          close?.setAttribute('aria-label', CLOSE_LABEL);
          close?.setAttribute('title', CLOSE_LABEL);
          // Rendered at once, so the popup is measured and panned into view with its content.
          flushSync(() => setOpen({ point, node, popup: event.popup }));
        });
        marker.on('popupclose', () => setOpen((o) => (o?.point.id === point.id ? null : o)));
        current.set(point.id, marker);
        return marker;
      });
    group.addLayers(added);
  }, [group, points]);

  if (!open) return null;
  return createPortal(
    <MapPopup point={open.point} detailsQuery={popupDetails} onLayout={relayout} />,
    open.node,
  );
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
      <ZoomControl zoomInTitle="Acercar" zoomOutTitle="Alejar" />
      <AttributionControl prefix={ATTRIBUTION_PREFIX} />
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
