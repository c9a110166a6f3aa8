// The map page's view: where it opens (the address's view, or the one kept after 'Mi ubicación'
// when coming Back), the address kept up to date as the person moves the map, the visible area
// for the points query, and 'Mi ubicación' itself.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Coords } from '@drd/shared/api/common';
import type { MapBounds } from '@drd/shared/api/map';
import { MAP_SINGLE_MARKER_ZOOM } from '@drd/shared/constants';
import type { Position } from '../../lib/current-position';
import {
  locatedViewFromState,
  paramsWithoutView,
  paramsWithView,
  viewFromParams,
  type LocatedState,
  type MapFocus,
  type MapMove,
} from './map-view';

/** Wait after the last pan or zoom before asking for the points of the new area. */
const MOVE_DEBOUNCE_MS = 400;

/** `query` is the points query of the filters: a new one drops the area and fits the map again. */
export function useMapView(query: string) {
  const [params, setParams] = useSearchParams();
  const historyState: unknown = useLocation().state;

  // The view the page opens on stands instead of fitting the points of the filters it opened with.
  const [start] = useState(() => {
    const located = locatedViewFromState(historyState);
    return { view: located ?? viewFromParams(params), located: located !== null, query };
  });
  // Once the map has been centred on the visitor, its view stays out of the address.
  const located = useRef(start.located);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [me, setMe] = useState<Coords | null>(null);
  const onLocated = useCallback((position: Position) => {
    located.current = true;
    setMe(position);
    setFocus({ center: position, zoom: MAP_SINGLE_MARKER_ZOOM });
  }, []);

  const [area, setArea] = useState<{ key: string; bounds: MapBounds; coarse: boolean } | null>(
    null,
  );
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onMove = useCallback(
    ({ bounds, view, userMove }: MapMove) => {
      window.clearTimeout(timer.current);
      const coarse = located.current;
      timer.current = window.setTimeout(
        () => setArea({ key: query, bounds, coarse }),
        MOVE_DEBOUNCE_MS,
      );
      if (!userMove) return;
      // At once, not debounced: a profile opened right after the move comes back to this view.
      const state: LocatedState | null = coarse ? { locatedView: view } : null;
      setParams(
        (previous) => (coarse ? paramsWithoutView(previous) : paramsWithView(previous, view)),
        { replace: true, preventScrollReset: true, state },
      );
    },
    [query, setParams],
  );

  return {
    /** Where the map opens, or null to open at the default view and fit the points. */
    startView: start.view,
    /** The points query the start view already answers. */
    fittedKey: start.view ? start.query : null,
    /** The visible area of the current filters, once the person has moved the map. */
    area: area?.key === query ? area : null,
    focus,
    me,
    onLocated,
    onMove,
    /** The address's query without the view: the same filters for the list. */
    filtersSearch: paramsWithoutView(params).toString(),
  };
}
