// The map page keeps its view (centre and zoom) in the address, so Back from a profile returns to
// the same place and a shared link opens the same view. After 'Mi ubicación' the view is the
// visitor's position, which never goes in the address: it lives in the history entry's state.
import type { Coords } from '@drd/shared/api/common';
import type { MapBounds } from '@drd/shared/api/map';

export interface MapView {
  center: Coords;
  zoom: number;
}

/** What the map reports after it moves. */
export interface MapMove {
  /** The visible area with a margin, for the points query. */
  bounds: MapBounds;
  view: MapView;
  /** The person moved it (a pan, a zoom, 'Mi ubicación'), not the start of a restored view. */
  userMove: boolean;
}

/** A view to move to; a new object each time, so the same place can be asked for twice. */
export type MapFocus = MapView;

const CENTER_PARAM = 'centro';
const ZOOM_PARAM = 'zoom';
// Five decimals are about a metre: enough for the same view, short enough to share.
const DECIMALS = 5;
const MIN_ZOOM = 1;
const MAX_ZOOM = 19;

const round = (n: number) => Number(n.toFixed(DECIMALS));

/** The view written in the address, or null when absent or not a valid view. */
export function viewFromParams(params: URLSearchParams): MapView | null {
  const center = params.get(CENTER_PARAM);
  const zoom = Number(params.get(ZOOM_PARAM));
  if (!center || !Number.isInteger(zoom) || zoom < MIN_ZOOM || zoom > MAX_ZOOM) return null;
  const [lat, lng, extra] = center.split(',').map(Number);
  if (extra !== undefined || lat === undefined || lng === undefined) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { center: { lat, lng }, zoom };
}

/** The address's query with this view, every other parameter kept. */
export function paramsWithView(params: URLSearchParams, view: MapView): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(CENTER_PARAM, `${round(view.center.lat)},${round(view.center.lng)}`);
  next.set(ZOOM_PARAM, String(Math.round(view.zoom)));
  return next;
}

/** The address's query without a view. */
export function paramsWithoutView(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(CENTER_PARAM);
  next.delete(ZOOM_PARAM);
  return next;
}

/** What the map page keeps in the history entry's state once the visitor has been located. */
export interface LocatedState {
  locatedView: MapView;
}

export function locatedViewFromState(state: unknown): MapView | null {
  if (typeof state !== 'object' || state === null || !('locatedView' in state)) return null;
  const view = (state as LocatedState).locatedView;
  const valid =
    typeof view?.zoom === 'number' &&
    Number.isFinite(view.center?.lat) &&
    Number.isFinite(view.center?.lng);
  return valid ? view : null;
}
