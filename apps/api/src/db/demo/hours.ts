import { WEEKDAYS, type Weekday } from '@drd/shared/constants';
import type { DayHours, OpeningHours } from '@drd/shared/opening-hours';
import type { HoursPreset } from './types';

const open = (from: string, to: string): DayHours => ({
  closed: false,
  ranges: [{ open: from, close: to }],
});
/** Morning and afternoon, closed at midday. */
const split = (morning: [string, string], afternoon: [string, string]): DayHours => ({
  closed: false,
  ranges: [
    { open: morning[0], close: morning[1] },
    { open: afternoon[0], close: afternoon[1] },
  ],
});
const closed: DayHours = { closed: true, ranges: [{ open: '00:00', close: '00:00' }] };

function week(byDay: (day: Weekday) => DayHours): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, byDay(d)])) as OpeningHours;
}

export const HOURS_PRESETS: Record<HoursPreset, OpeningHours> = {
  // Saturday half day, Sunday closed.
  office: week((d) =>
    d === 'sunday' ? closed : d === 'saturday' ? open('08:00', '12:00') : open('08:00', '17:00'),
  ),
  // Closed for lunch on weekdays (two ranges a day), Saturday morning only, Sunday closed.
  split: week((d) =>
    d === 'sunday'
      ? closed
      : d === 'saturday'
        ? open('08:00', '12:00')
        : split(['08:00', '12:00'], ['14:00', '18:00']),
  ),
  weekdays: week((d) => (d === 'saturday' || d === 'sunday' ? closed : open('08:30', '17:30'))),
  shop: week((d) => (d === 'sunday' ? open('09:00', '13:00') : open('08:00', '20:00'))),
  restaurant: week(() => open('11:00', '23:00')),
  // Closes after midnight, Thursday to Sunday.
  bar: week((d) =>
    ['monday', 'tuesday', 'wednesday'].includes(d) ? closed : open('20:00', '02:00'),
  ),
  // Same open and close time: around the clock.
  allday: week(() => open('00:00', '00:00')),
  colmado: week(() => open('07:00', '22:00')),
  bakery: week((d) => (d === 'sunday' ? open('06:30', '12:00') : open('06:00', '19:00'))),
  clinic: week((d) =>
    d === 'sunday' ? closed : d === 'saturday' ? open('08:00', '13:00') : open('07:30', '18:00'),
  ),
};
