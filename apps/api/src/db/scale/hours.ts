// Opening hours in the JSON shape the demo and the owner form write: every weekday present,
// closed days as { open: '00:00', close: '00:00', closed: true }, open = close meaning 24 hours
// and close < open meaning the day runs past midnight. Variants follow how each kind of
// business really opens, with times shifted by half hours so 'Abierto Ahora' is not all-or-none.
import { WEEKDAYS, type Weekday } from '@drd/shared/constants';
import type { DayHours, OpeningHours } from '@drd/shared/opening-hours';
import type { Kind } from './category-words';
import type { Random } from './random';

const CLOSED: DayHours = { open: '00:00', close: '00:00', closed: true };

/** 'HH:MM' from minutes after midnight (wrapping past 24:00). */
export function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const open = (from: number, to: number): DayHours => ({
  open: clock(from),
  close: clock(to),
  closed: false,
});

function week(byDay: (day: Weekday) => DayHours): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, byDay(day)])) as OpeningHours;
}

const H = 60;
const isWeekend = (day: Weekday) => day === 'saturday' || day === 'sunday';

/** A week of hours for a business of this kind. */
export function generateHours(kind: Kind, random: Random): OpeningHours {
  // Opening and closing a half hour or an hour either way.
  const shift = () => random.int(-2, 2) * 30;
  const start = (base: number) => base * H + shift();
  const end = (base: number) => base * H + shift();
  const allDay = open(0, 0);
  switch (kind) {
    case 'allday':
      // Hotels, funeral homes, taxis: mostly round the clock.
      if (random.chance(0.7)) return week(() => allDay);
      break;
    case 'night': {
      // Bars and discos: evenings, past midnight at the weekend, some closed early in the week.
      const from = start(19);
      const late = end(3);
      const closedDays = random.pick<readonly Weekday[]>([[], ['monday'], ['monday', 'tuesday']]);
      return week((day) =>
        closedDays.includes(day)
          ? CLOSED
          : day === 'friday' || day === 'saturday'
            ? open(from, late)
            : open(from, random.chance(0.5) ? 0 : 23 * H),
      );
    }
    case 'food': {
      const from = start(random.pick([8, 11, 11, 12]));
      const to = end(random.pick([22, 23, 23]));
      if (random.chance(0.1)) return week(() => open(from, 2 * H)); // open till 2 am
      const closedMonday = random.chance(0.25);
      return week((day) => (closedMonday && day === 'monday' ? CLOSED : open(from, to)));
    }
    case 'early': {
      // Colmados, bakeries, cafés, water and gas: early every day, shorter Sunday; some colmados
      // never close.
      if (random.chance(0.06)) return week(() => allDay);
      const from = start(random.pick([6, 7, 7]));
      const to = end(random.pick([19, 21, 22]));
      return week((day) => (day === 'sunday' ? open(from, end(13)) : open(from, to)));
    }
    case 'shop': {
      // Pharmacies and shops: some 24 h, most until the evening, Sunday morning or closed.
      if (random.chance(0.05)) return week(() => allDay);
      const from = start(8);
      const to = end(random.pick([18, 19, 20]));
      const sunday = random.chance(0.5) ? open(start(9), end(13)) : CLOSED;
      return week((day) => (day === 'sunday' ? sunday : open(from, to)));
    }
    case 'clinic':
      if (random.chance(0.2)) return week(() => allDay); // clinics with emergencies
      break;
    case 'school':
      return week((day) => (isWeekend(day) ? CLOSED : open(start(7), end(random.pick([13, 17])))));
    case 'office':
    case 'workshop':
      break;
  }
  // Offices and workshops: weekdays, Saturday morning (or not), Sunday closed.
  const from = start(kind === 'workshop' ? 7 : 8);
  const to = end(kind === 'workshop' ? 18 : 17);
  const saturday = random.chance(0.75) ? open(from, end(13)) : CLOSED;
  return week((day) =>
    day === 'sunday' ? CLOSED : day === 'saturday' ? saturday : open(from, to),
  );
}
