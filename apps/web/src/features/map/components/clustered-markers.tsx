// The business markers of the map, grouped in clusters, each with a popup rendered by React.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useMap } from 'react-leaflet';
import * as L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import type { MapPoint } from '@drd/shared/api/map';
import { HIGHLIGHTED_PIN, PIN } from '../../../components/map/leaflet-parts';
import { MapPopup, type PopupDetailsQuery } from './map-popup';
import './map-controls.css';

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

export function ClusteredMarkers({
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
