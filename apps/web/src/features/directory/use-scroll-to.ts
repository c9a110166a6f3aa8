import { useCallback, useRef } from 'react';

/** Spec §9: scroll smoothly to the results, 20 px above them, 200 ms after the choice. */
export function useScrollTo<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const scroll = useCallback(() => {
    window.setTimeout(() => {
      const top = ref.current
        ? ref.current.getBoundingClientRect().top + window.scrollY - 20
        : null;
      if (top !== null) window.scrollTo({ top, behavior: 'smooth' });
    }, 200);
  }, []);
  return [ref, scroll] as const;
}
