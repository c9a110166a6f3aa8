import { EyeOff } from 'lucide-react';
import type { OwnerItem } from '@drd/shared/api/content/items';
import { galleryHiddenMessage } from '@drd/shared/api/content/registry';
import { StatusBadge } from '../../../components/ui/status-badge';

/**
 * The badge, why the public does not see an approved photo (past the plan's gallery), a waiting
 * change of a published item and the last rejection's note.
 */
export function ItemState({
  item,
  feminine,
  galleryLimit,
}: {
  item: OwnerItem;
  feminine: boolean | undefined;
  /** The plan's gallery size, on the gallery's list only. */
  galleryLimit?: number | undefined;
}) {
  const hiddenNote =
    item.hiddenByPlan && galleryLimit !== undefined ? galleryHiddenMessage(galleryLimit) : null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <StatusBadge status={item.status} feminine={feminine} />
      {hiddenNote && (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-800"
          data-testid="hidden-by-plan"
        >
          <EyeOff className="size-3.5" aria-hidden />
          {hiddenNote}
        </span>
      )}
      {item.pendingChange && (
        <span className="text-amber-800">
          {item.pendingChange.changeType === 'delete_content'
            ? 'Eliminación pendiente de aprobación'
            : 'Cambio pendiente de aprobación'}
        </span>
      )}
      {item.lastRejection && (
        <span className="w-full text-red-800">
          Cambio rechazado{item.lastRejection.notes ? `: ${item.lastRejection.notes}` : ''}
        </span>
      )}
    </div>
  );
}
