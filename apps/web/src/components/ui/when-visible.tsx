import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children only once the spot scrolls near the screen, keeping heavy widgets (the
 * map chunk, the home page's card grids) off the first load; the placeholder holds about the
 * same height so nothing shifts. Without IntersectionObserver the children render at once.
 * Not inside a `render-when-near` block: its skipped content is sized as a guess, so the
 * placeholder's position (and what axe finds behind the text that follows) would be wrong.
 */
export function WhenVisible({
  heightPx,
  placeholder,
  children,
}: {
  heightPx?: number;
  /** What stands in meanwhile (a skeleton of the same size); a grey block `heightPx` tall if not. */
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      // Half a phone screen ahead, so the content is drawn before it scrolls into view.
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  if (visible) return <>{children}</>;
  return placeholder ? (
    <div ref={ref}>{placeholder}</div>
  ) : (
    <div ref={ref} style={{ height: heightPx }} className="rounded-xl bg-slate-100" aria-hidden />
  );
}
