// On a new business's card: the listings the owner said it is not when registering, so the
// administrator weighs the warning the owner dismissed (a pharmacy 40 m away with a similar name).
import { Link } from 'react-router';
import { businessPath } from '@drd/shared/business-path';
import type { DismissedDuplicate } from '@drd/shared/api/subscriptions';

/** '40 m' under a kilometre (to the nearest 10 m past 10), '1.2 km' beyond, as the cards write km. */
export function roundedDistance(metres: number): string {
  if (metres < 10) return `${metres} m`;
  if (metres < 995) return `${Math.round(metres / 10) * 10} m`;
  return `${(metres / 1000).toFixed(1)} km`;
}

export function DismissedDuplicatesNote({ duplicates }: { duplicates: DismissedDuplicate[] }) {
  if (duplicates.length === 0) return null;
  return (
    <ul
      data-testid="dismissed-duplicates"
      className="space-y-1 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      {duplicates.map((d) => (
        <li key={d.id} className="break-words">
          El dueño indicó que no es{' '}
          <Link
            to={businessPath(d)}
            className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
          >
            «{d.name}»
          </Link>
          {d.distanceM !== null ? `, a ${roundedDistance(d.distanceM)}` : ''}
        </li>
      ))}
    </ul>
  );
}
