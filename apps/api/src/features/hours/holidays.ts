// The coming Dominican holidays, suggested in the panel a week ahead. date-holidays knows the
// movable ones (Corpus Christi, the Monday moves of Law 139-97); it stays on the server, out of
// the web bundle (decision 022).
import Holidays from 'date-holidays';
import type { HolidaySuggestion } from '@drd/shared/api/hours';
import { dominicanDate } from '@drd/shared/hours-exceptions';

const calendar = new Holidays('DO', { languages: ['es'], types: ['public'] });

/** The public holidays from today to `days` days later (Dominican dates), in order. */
export function comingHolidays(now: Date, days = 7): HolidaySuggestion[] {
  const from = dominicanDate(now);
  const to = dominicanDate(now, days);
  const years = new Set([from.slice(0, 4), to.slice(0, 4)]);
  const found = new Map<string, string>();
  for (const year of years) {
    for (const holiday of calendar.getHolidays(Number(year), 'es')) {
      const date = holiday.date.slice(0, 10);
      if (holiday.type === 'public' && date >= from && date <= to && !found.has(date)) {
        found.set(date, holiday.name);
      }
    }
  }
  return [...found]
    .map(([date, name]) => ({ date, name }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}
