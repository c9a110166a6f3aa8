import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children only once the spot scrolls near the screen, keeping heavy widgets (the
 * map chunk) off the first load; the placeholder holds the same height so nothing shifts.
 */
export function WhenVisible({ heightPx, children }: { heightPx: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return visible ? (
    <>{children}</>
  ) : (
    <div ref={ref} style={{ height: heightPx }} className="rounded-xl bg-slate-100" aria-hidden />
  );
}
