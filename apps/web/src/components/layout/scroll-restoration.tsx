import { useEffect, useLayoutEffect, useRef } from 'react';
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
  const stopRestoring = useRef<(() => void) | null>(null);
  const leaving = useRef(false);

  positions.current ??= loadPositions();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (stopRestoring.current || leaving.current) return;
      positions.current?.set(currentKey.current, window.scrollY);
    };
    // Back and Forward: the page's last position is taken before the router draws the next page
    // (a capturing listener on window runs before the router's own), and the scroll events of the
    // page shrinking on its way out no longer count for it.
    const onPopState = () => {
      onScroll();
      leaving.current = true;
    };
    const onPageHide = () => {
      try {
        sessionStorage.setItem(
          STORAGE_KEY,
          JSON.stringify(Object.fromEntries(positions.current ?? [])),
        );
      } catch {
        // Private browsing or a full quota: only a reload loses its position.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => {
      window.removeEventListener('popstate', onPopState, { capture: true });
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  useLayoutEffect(() => {
    stopRestoring.current?.();
    leaving.current = false;
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

    const apply = () => window.scrollTo(0, target);
    const observer = new ResizeObserver(apply);
    observer.observe(document.body);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of USER_INPUT) window.removeEventListener(type, stop);
      stopRestoring.current = null;
    };
    const timer = window.setTimeout(stop, RESTORE_WINDOW_MS);
    for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
    stopRestoring.current = stop;
  }, [location.key, location.pathname, navigationType]);

  useEffect(() => () => stopRestoring.current?.(), []);
  return null;
}
