// A map of businesses: loads Leaflet on demand and answers for the map's states (loading,
// loaded, or 'El mapa no está disponible' when the configuration is missing, the chunk fails or
// the map has not loaded within MAP_LOAD_TIMEOUT_MS).
import { Component, lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { MapPinOff } from 'lucide-react';
import type { Coords } from '@drd/shared/api/common';
import type { MapBounds, MapPoint } from '@drd/shared/api/map';
import { MAP_LOAD_TIMEOUT_MS } from '@drd/shared/constants';
import { useEnv } from '../api/get-env';

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

class ChunkBoundary extends Component<
  { onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('Map failed to load', error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function MapUnavailable({ heightPx }: { heightPx: number }) {
  return (
    <div
      role="alert"
      style={{ height: heightPx }}
      className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 text-center text-slate-600"
    >
      <MapPinOff className="size-8 text-slate-400" aria-hidden />
      <p className="font-semibold">El mapa no está disponible</p>
    </div>
  );
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
  const env = useEnv();
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const onReady = useCallback(() => setStatus((s) => (s === 'loading' ? 'ready' : s)), []);
  const onError = useCallback(() => setStatus('unavailable'), []);

  useEffect(() => {
    const timer = window.setTimeout(
      () => setStatus((s) => (s === 'loading' ? 'unavailable' : s)),
      MAP_LOAD_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);

  const tileUrl = env.data?.map.tileUrl ?? '';
  if (status === 'unavailable' || env.isError || (env.isSuccess && tileUrl === ''))
    return <MapUnavailable heightPx={heightPx} />;

  return (
    <div
      role="region"
      aria-label={label}
      aria-busy={status === 'loading'}
      style={{ height: heightPx }}
      className="relative isolate overflow-hidden rounded-xl bg-slate-100 shadow-sm ring-1 ring-slate-200"
    >
      {env.data && (
        <ChunkBoundary onError={onError}>
          <Suspense fallback={null}>
            <LeafletMap
              tileUrl={tileUrl}
              attribution={env.data.map.attribution}
              center={center}
              zoom={zoom}
              points={points}
              fit={fit}
              pin={pin}
              onReady={onReady}
              onMove={onMove}
            />
          </Suspense>
        </ChunkBoundary>
      )}
      {status === 'loading' && (
        <div
          role="status"
          className="absolute inset-0 z-[1000] flex items-center justify-center bg-slate-100 text-slate-500"
        >
          <span className="mr-3 size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
          Cargando mapa...
        </div>
      )}
    </div>
  );
}
