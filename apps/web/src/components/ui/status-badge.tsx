import type { ContentStatus } from '@drd/shared/api/content/items';

const LOOKS: Record<ContentStatus, string> = {
  approved: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  rejected: 'bg-red-100 text-red-900',
};
const WORDS: Record<ContentStatus, [masculine: string, feminine: string]> = {
  approved: ['Aprobado', 'Aprobada'],
  pending: ['Pendiente', 'Pendiente'],
  rejected: ['Rechazado', 'Rechazada'],
};

/**
 * The moderation state of an owner's item or change. Any other value shows as pending; images
 * read 'Aprobada' (feminine), everything else 'Aprobado'.
 */
export function StatusBadge({ status, feminine = false }: { status: string; feminine?: boolean }) {
  const known: ContentStatus = status in LOOKS ? (status as ContentStatus) : 'pending';
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ${LOOKS[known]}`}
    >
      {WORDS[known][feminine ? 1 : 0]}
    </span>
  );
}
