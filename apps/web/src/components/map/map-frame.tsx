// The frame every map sits in: it loads the server's map configuration and answers for the
// map's states (loading, loaded, or 'El mapa no está disponible' when the configuration is
// missing, the Leaflet chunk fails or the map has not loaded within MAP_LOAD_TIMEOUT_MS).
// The Leaflet half is passed in as a lazily loaded component, so Leaflet stays out of the page
// until a map is drawn.
import { Component, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { MapPinOff } from 'lucide-react';
import { MAP_LOAD_TIMEOUT_MS } from '@drd/shared/constants';
import { useMapConfig } from './use-map-config';

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

function MapUnavailable({ heightPx, children }: { heightPx: number; children?: ReactNode }) {
  return (
    <div
      role="alert"
      style={{ minHeight: heightPx }}
      className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 text-center text-slate-600"
    >
      <MapPinOff className="size-8 text-slate-400" aria-hidden />
      <p className="font-semibold">El mapa no está disponible</p>
      {children}
    </div>
  );
}

export interface MapTiles {
  tileUrl: string;
  attribution: string;
  /** Call once the map has drawn (Leaflet's whenReady). */
  onReady: () => void;
}

interface MapFrameProps {
  /** Accessible name of the map region. */
  label: string;
  heightPx: number;
  /** Shown under the 'unavailable' title (what to do instead). */
  unavailableHint?: ReactNode;
  /** The Leaflet map, given the tiles to draw; a React.lazy component inside. */
  children: (tiles: MapTiles) => ReactNode;
}

export function MapFrame({ label, heightPx, unavailableHint, children }: MapFrameProps) {
  const config = useMapConfig();
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

  const tileUrl = config.data?.map.tileUrl ?? '';
  if (status === 'unavailable' || config.isError || (config.isSuccess && tileUrl === ''))
    return <MapUnavailable heightPx={heightPx}>{unavailableHint}</MapUnavailable>;

  return (
    <div
      role="region"
      aria-label={label}
      aria-busy={status === 'loading'}
      style={{ height: heightPx }}
      className="relative isolate overflow-hidden rounded-xl bg-slate-100 shadow-sm ring-1 ring-slate-200"
    >
      {config.data && (
        <ChunkBoundary onError={onError}>
          <Suspense fallback={null}>
            {children({ tileUrl, attribution: config.data.map.attribution, onReady })}
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
