import { Component, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'drd-scroll-positions';
/** How long Back or Forward keeps putting the page where it was while its content arrives. */
const RESTORE_WINDOW_MS = 10_000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function loadPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return new Map(
      Object.entries(saved as Record<string, unknown>).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
  } catch {
    return new Map();
  }
}

/**
 * Reads the outgoing page's position in React's before-mutation phase, while its content is still
 * in the document: neither a scroll event (dispatched a frame late) nor a popstate listener (which
 * may run after the router has already drawn the next page) sees it reliably.
 */
class OutgoingPosition extends Component<{ locationKey: string; save: (key: string) => void }> {
  override getSnapshotBeforeUpdate(previous: Readonly<{ locationKey: string }>): null {
    if (previous.locationKey !== this.props.locationKey) this.props.save(previous.locationKey);
    return null;
  }

  // React calls getSnapshotBeforeUpdate only for a component that also has componentDidUpdate.
  override componentDidUpdate(): void {}

  override render(): null {
    return null;
  }
}

/**
 * A new page starts at its top; Back and Forward return to where the visitor was. React Router's
 * own ScrollRestoration scrolls once, when the route has rendered, but our screens draw their data
 * later (lazily loaded code, deferred sections and grids: docs/decisions/004): the page is still
 * short then and the browser clamps the position. Here the position is set again each time the page
 * grows, until it is drawn or the visitor scrolls, taps or types. Changes of the query alone
 * (filters, pages of results) keep the position: those screens scroll where they need.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const lastPath = useRef<string | null>(null);
  // While a page is being put back, its position is the target: the page may still be too short.
  const restoring = useRef<{ target: number; stop: () => void } | null>(null);

  positions.current ??= loadPositions();

  const save = useCallback((key: string) => {
    positions.current?.set(key, restoring.current?.target ?? window.scrollY);
  }, []);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      save(currentKey.current);
      try {
        sessionStorage.setItem(
          STORAGE_KEY,
          JSON.stringify(Object.fromEntries(positions.current ?? [])),
        );
      } catch {
        // Private browsing or a full quota: only a reload loses its position.
      }
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [save]);

  useLayoutEffect(() => {
    restoring.current?.stop();
    currentKey.current = location.key;
    const samePage = lastPath.current === location.pathname;
    lastPath.current = location.pathname;

    if (navigationType !== NavigationType.Pop) {
      if (!samePage) window.scrollTo(0, 0);
      return;
    }
    const target = positions.current?.get(location.key) ?? 0;
    window.scrollTo(0, target);
    if (target === 0) return;

    const observer = new ResizeObserver(() => window.scrollTo(0, target));
    observer.observe(document.body);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of USER_INPUT) window.removeEventListener(type, stop);
      restoring.current = null;
    };
    const timer = window.setTimeout(stop, RESTORE_WINDOW_MS);
    for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
    restoring.current = { target, stop };
  }, [location.key, location.pathname, navigationType]);

  useEffect(() => () => restoring.current?.stop(), []);
  return <OutgoingPosition locationKey={location.key} save={save} />;
}
