// Opening-hours shapes seen in the directory, as the JSON the businesses table stores.
import type { OpeningHours } from '@drd/shared/opening-hours';
import { WEEKDAYS } from '@drd/shared/constants';

type Day = [open: string, close: string] | null;

function week(days: Day[]): OpeningHours {
  return Object.fromEntries(
    WEEKDAYS.map((weekday, i) => {
      const day = days[i] ?? null;
      return [
        weekday,
        day
          ? { closed: false, ranges: [{ open: day[0], close: day[1] }] }
          : { closed: true, ranges: [{ open: '08:00', close: '17:00' }] },
      ];
    }),
  ) as OpeningHours;
}

const all = (day: Day) => Array<Day>(7).fill(day);

export const HOURS_TEMPLATES: OpeningHours[] = [
  // Office: weekdays 8–5, Saturday morning, Sunday closed.
  week([...Array<Day>(5).fill(['08:00', '17:00']), ['08:00', '13:00'], null]),
  // Shop: every day, shorter Sunday.
  week([...Array<Day>(6).fill(['08:00', '20:00']), ['09:00', '13:00']]),
  // Colmado: early to late every day.
  week(all(['07:00', '22:00'])),
  // Restaurant: lunch to late, closed Monday.
  week([null, ...Array<Day>(6).fill(['11:00', '23:00'])]),
  // Nightlife: Thursday to Sunday past midnight.
  week([
    null,
    null,
    null,
    ['20:00', '02:00'],
    ['20:00', '03:00'],
    ['20:00', '03:00'],
    ['18:00', '01:00'],
  ]),
  // Always open (pharmacies, gas stations, clinics).
  week(all(['00:00', '00:00'])),
  // Workshop: weekdays 7:30–6, Saturday 7:30–2.
  week([...Array<Day>(5).fill(['07:30', '18:00']), ['07:30', '14:00'], null]),
];
