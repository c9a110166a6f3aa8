// The Leaflet half of the map, loaded as its own chunk (business-map.tsx imports it lazily) so
// neither Leaflet nor its CSS weighs on the first download.
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import * as L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import type { Coords } from '@drd/shared/api/common';
import type { MapBounds, MapPoint } from '@drd/shared/api/map';
import { MAP_FIT_PADDING, MAP_SINGLE_MARKER_ZOOM } from '@drd/shared/constants';
import { HIGHLIGHTED_PIN, PIN, ReadySignal } from '../../../components/map/leaflet-parts';

export interface LeafletMapProps {
  tileUrl: string;
  attribution: string;
  center: Coords;
  zoom: number;
  /** Clustered business markers, each with a popup. */
  points: MapPoint[];
  /** The view fits these points whenever `key` changes. */
  fit: { key: string; points: MapPoint[] } | null;
  /** A plain marker without popup (the map test page). */
  pin: { coords: Coords; title: string } | null;
  onReady: () => void;
  /** The visible area after the person pans or zooms (not after the map moves itself). */
  onMove: ((bounds: MapBounds) => void) | null;
}

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 44 : count < 100 ? 48 : 54;
  return L.divIcon({
    className: 'drd-map-cluster',
    iconSize: [size, size],
    html: `<span class="flex size-full items-center justify-center rounded-full border-4 border-brand-100/80 bg-brand-700 text-sm font-bold text-white shadow-md shadow-slate-900/40">${count}</span>`,
  });
}

// leaflet.markercluster attaches itself to the global L that Leaflet's UMD build sets.
const markerClusterGroup = (options: L.MarkerClusterGroupOptions) =>
  (window as unknown as { L: typeof L }).L.markerClusterGroup(options);

/** The popup of one business, built as DOM nodes (text, never HTML). */
function popupContent(point: MapPoint, openProfile: (id: number) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = 'min-w-44 space-y-0.5 font-sans text-sm text-slate-700';
  const add = (tag: string, text: string, className: string) => {
    const node = document.createElement(tag);
    node.textContent = text;
    node.className = className;
    root.append(node);
    return node;
  };
  add('p', point.name, 'm-0! text-base font-semibold text-slate-900');
  add('p', point.category, 'm-0! text-brand-700');
  add('p', [point.address, point.municipality].filter(Boolean).join(', '), 'm-0! text-slate-600');
  const link = add(
    'a',
    'Ver perfil',
    'mt-2 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-3 font-semibold text-white! no-underline hover:bg-brand-800',
  ) as HTMLAnchorElement;
  link.href = `/negocio/${point.id}`;
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openProfile(point.id);
  });
  return root;
}

// Narrow enough for a 375 px screen, kept clear of the map's edges when it pans into view.
const POPUP_OPTIONS: L.PopupOptions = { maxWidth: 260, autoPanPadding: [16, 16] };

function ClusteredMarkers({ points }: { points: MapPoint[] }) {
  const map = useMap();
  const navigate = useNavigate();
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
  // Markers by business id: a new answer (the visible area after a pan) adds and removes only
  // what changed, so an open popup stays open.
  const markers = useRef(new Map<number, L.Marker>());
  useEffect(() => {
    const openProfile = (id: number) => void navigate(`/negocio/${id}`);
    const current = markers.current;
    const wanted = new Set(points.map((p) => p.id));
    const gone = [...current].filter(([id]) => !wanted.has(id));
    group.removeLayers(gone.map(([, marker]) => marker));
    for (const [id] of gone) current.delete(id);
    const added = points
      .filter((point) => !current.has(point.id))
      .map((point) => {
        const marker = L.marker([point.coords.lat, point.coords.lng], {
          icon: point.isHighlighted ? HIGHLIGHTED_PIN : PIN,
          title: point.name,
          riseOnHover: true,
        }).bindPopup(() => popupContent(point, openProfile), POPUP_OPTIONS);
        current.set(point.id, marker);
        return marker;
      });
    group.addLayers(added);
  }, [group, points, navigate]);
  return null;
}

/** Fits the view to the points once per key: one point at street zoom, several in a box. */
function FitView({ fit }: { fit: LeafletMapProps['fit'] }) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
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

function MoveReporter({ onMove }: { onMove: (bounds: MapBounds) => void }) {
  const map = useMap();
  useEffect(() => {
    let fitting = false;
    const start = () => (fitting = true);
    const end = () => (fitting = false);
    const moved = () => {
      if (fitting) return;
      const b = map.getBounds().pad(0.2);
      onMove({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() });
    };
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
      className="size-full"
    >
      <TileLayer url={props.tileUrl} attribution={props.attribution} />
      <ReadySignal onReady={props.onReady} />
      <ClusteredMarkers points={props.points} />
      <FitView fit={props.fit} />
      {props.onMove && <MoveReporter onMove={props.onMove} />}
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
