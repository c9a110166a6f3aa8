/**
 * A page's loading state. `quiet`: the spinner alone, its label for screen readers only (an
 * aria-label, never painted). The first load of a lazily loaded screen uses it: painted text
 * would be the page's first contentful paint, and Lighthouse would then count the screen's own
 * first render, which follows a moment later, as blocking time.
 */
export function PageLoading({
  label = 'Cargando...',
  quiet = false,
}: {
  label?: string;
  quiet?: boolean;
}) {
  return (
    <div
      role="status"
      aria-label={quiet ? label : undefined}
      className="flex min-h-[50vh] items-center justify-center text-slate-500"
    >
      <span className="mr-3 size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
      {!quiet && label}
    </div>
  );
}
