// The 'Verificado' badge (DESIGN §3): an administrator checked the business's RNC or cédula on
// that day. Cards show the word; the profile the date too; both name the date to screen readers.
import { BadgeCheck } from 'lucide-react';
import { formatDate } from '@drd/shared/format';

export function VerifiedBadge({
  verifiedAt,
  withDate = false,
}: {
  verifiedAt: string | null;
  withDate?: boolean;
}) {
  if (!verifiedAt) return null;
  const date = formatDate(verifiedAt);
  const label = `Negocio verificado el ${date}`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid="verified-badge"
      className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900"
    >
      <BadgeCheck className="size-3.5 shrink-0" aria-hidden />
      {withDate ? `Verificado el ${date}` : 'Verificado'}
    </span>
  );
}
