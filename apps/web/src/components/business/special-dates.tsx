import type { HoursExceptions } from '@drd/shared/hours-exceptions';
import { dominicanDate } from '@drd/shared/hours-exceptions';
import { specialDateText, specialHoursText } from '@drd/shared/special-hours-text';

/** The profile's coming special dates ('25 de diciembre: Cerrado'), under the status line. */
export function SpecialDates({ special }: { special?: HoursExceptions['special'] }) {
  const today = dominicanDate(new Date());
  const coming = (special ?? []).filter((s) => (s.endDate ?? s.date) >= today);
  if (coming.length === 0) return null;
  return (
    <ul className="mt-2 space-y-0.5 text-sm text-amber-800" data-testid="profile-special-dates">
      {coming.map((s) => (
        <li key={`${s.date}-${s.endDate ?? ''}`}>
          {specialDateText(s)}: {specialHoursText(s)}
        </li>
      ))}
    </ul>
  );
}
