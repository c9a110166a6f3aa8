import { CalendarClock, MapPin } from 'lucide-react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { todayHoursText } from '@drd/shared/opening-hours';
import { isClosureInForce } from '@drd/shared/hours-exceptions';
import { OpeningStatus } from '../../../components/business/opening-status';

/** The answers a visitor looks for first: open now or when, today's hours and where. */
export function FirstFacts({ business }: { business: BusinessDetail }) {
  const now = new Date();
  // While closed temporarily the status line says so; today's usual hours would mislead.
  const today = isClosureInForce(business.closure, now)
    ? null
    : todayHoursText(business.openingHours, now, { special: business.special });
  // The written address usually names the town already; add it only when it does not.
  const address = !business.address
    ? `${business.municipality}, ${business.province}`
    : business.address.includes(business.municipality)
      ? business.address
      : `${business.address}, ${business.municipality}`;
  return (
    <div className="mt-3 space-y-1 text-sm text-slate-700" data-testid="profile-first-facts">
      <OpeningStatus
        hours={business.openingHours}
        closure={business.closure}
        special={business.special}
      />
      {today && (
        <p className="flex items-center gap-1">
          <CalendarClock className="size-4 shrink-0" aria-hidden />
          <span>
            Hoy: <span data-testid="profile-today-hours">{today}</span>
          </span>
        </p>
      )}
      <p className="flex items-start gap-1">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span data-testid="profile-address">{address}</span>
      </p>
    </div>
  );
}
