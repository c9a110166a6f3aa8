// The hours part of a business's schema.org data: one OpeningHoursSpecification per range (a
// split day gives two), and the special dates as specialOpeningHoursSpecification.
import { WEEKDAYS, type Weekday } from '@drd/shared/constants';
import type { OpeningHours } from '@drd/shared/opening-hours';
import type { SpecialHours } from '@drd/shared/hours-exceptions';

const SCHEMA_DAYS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export function openingHoursJsonLd(
  hours: OpeningHours | null,
  special: readonly SpecialHours[] = [],
) {
  return {
    ...(hours
      ? {
          openingHoursSpecification: WEEKDAYS.filter((d) => !hours[d].closed).flatMap((d) =>
            hours[d].ranges.map((range) => ({
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: `https://schema.org/${SCHEMA_DAYS[d]}`,
              opens: range.open,
              closes: range.close,
            })),
          ),
        }
      : {}),
    ...(special.length > 0
      ? {
          // Google reads a closed day as opens = closes = 00:00.
          specialOpeningHoursSpecification: special.flatMap((s) => {
            const dates = { validFrom: s.date, validThrough: s.endDate ?? s.date };
            const ranges =
              s.closed || !s.ranges?.length ? [{ open: '00:00', close: '00:00' }] : s.ranges;
            return ranges.map((range) => ({
              '@type': 'OpeningHoursSpecification',
              ...dates,
              opens: range.open,
              closes: range.close,
            }));
          }),
        }
      : {}),
  };
}
