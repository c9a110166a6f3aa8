import type { OwnerItem } from '@drd/shared/api/content/items';

/** The yellow notice of a list with anything waiting for an administrator. */
export function PendingNotice({ items }: { items: readonly OwnerItem[] }) {
  if (!items.some((i) => i.status === 'pending' || i.pendingChange)) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      Los elementos pendientes aún no son visibles para el público. Un administrador los revisará
      pronto.
    </p>
  );
}
