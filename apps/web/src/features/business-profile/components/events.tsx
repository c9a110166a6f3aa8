import { useState } from 'react';
import { CalendarDays, MapPin } from 'lucide-react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { formatEventTime, formatMoneyDOP } from '@drd/shared/format';
import { ProfileSection } from './section';

/** Upcoming events only; past ones are history. */
export function Events({ events }: { events: BusinessDetail['events'] }) {
  // Read once per mount: 'upcoming' does not need to change while the page is open.
  const [now] = useState(() => Date.now());
  const upcoming = events.filter((e) => new Date(e.eventEndDate ?? e.eventDate).getTime() >= now);
  if (upcoming.length === 0) return null;
  return (
    <ProfileSection id="eventos" title="Próximos eventos">
      <ul className="space-y-4">
        {upcoming.map((e) => (
          <li key={e.id} className="rounded-lg border border-slate-200 p-4">
            <p className="font-semibold">{e.title}</p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-brand-800">
              <CalendarDays className="size-4" aria-hidden />
              {formatEventTime(e.eventDate, e.eventEndDate)}
            </p>
            {e.location && (
              <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                <MapPin className="size-4" aria-hidden /> {e.location}
              </p>
            )}
            <p className="mt-2 text-sm text-slate-700">{e.description}</p>
            <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
              {e.price !== null && <span className="font-semibold">{formatMoneyDOP(e.price)}</span>}
              {e.registrationUrl && (
                <a
                  href={e.registrationUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                >
                  Inscribirse
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
