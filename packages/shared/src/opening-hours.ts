// Opening hours in Dominican time. The same functions decide the card status in the browser and
// the 'Abierto Ahora' / 'Abierto Hoy' rules on the server (whose SQL mirrors them).
// Plain types here, zod schemas in opening-hours-schema.ts: the cards import these functions on
// every page, and zod would otherwise come along in the browser's first download.
import { DOMINICAN_UTC_OFFSET_MS, type Weekday } from './constants';
import {
  closureLabel,
  dominicanDate,
  isClosureInForce,
  specialFor,
  type HoursExceptions,
} from './hours-exceptions';

export interface TimeRange {
  open: string;
  /** Earlier than `open` means after midnight, on the next day's clock. */
  close: string;
}
/** One or two ranges (8:00–12:00 and 14:00–18:00); a closed day keeps them for the form. */
export interface DayHours {
  closed: boolean;
  ranges: TimeRange[];
}
/** How a day was stored before split hours; still read, and still accepted from older clients. */
export interface LegacyDayHours {
  open: string;
  close: string;
  closed: boolean;
}
export type OpeningHours = Record<Weekday, DayHours>;
export const MAX_RANGES = 2;

/** HH:MM, 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const workday = (close: string): DayHours => ({
  closed: false,
  ranges: [{ open: '08:00', close }],
});

/** Monday to Friday 08:00–17:00, Saturday 08:00–13:00, Sunday closed. */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  monday: workday('17:00'),
  tuesday: workday('17:00'),
  wednesday: workday('17:00'),
  thursday: workday('17:00'),
  friday: workday('17:00'),
  saturday: workday('13:00'),
  // Times kept so the owner's form has something sensible when the day is switched on.
  sunday: { closed: true, ranges: [{ open: '08:00', close: '13:00' }] },
};

const DAY_MINUTES = 24 * 60;
// Date#getUTCDay() numbering (0 = Sunday) mapped to our weekday keys.
export const BY_UTC_DAY: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

export interface DominicanClock {
  weekday: Weekday;
  /** Minutes since midnight on the Dominican wall clock. */
  minutes: number;
  /** Needed because a window that closes after midnight belongs to the day it opened. */
  previousWeekday: Weekday;
}

export function dominicanClock(date: Date): DominicanClock {
  const local = new Date(date.getTime() + DOMINICAN_UTC_OFFSET_MS);
  const day = local.getUTCDay();
  return {
    weekday: BY_UTC_DAY[day]!,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    previousWeekday: BY_UTC_DAY[(day + 6) % 7]!,
  };
}

export const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

// Hours come from JSON columns and older records; a day that does not validate is treated as
// unknown rather than trusted, so one bad record cannot break a whole list of cards.
function dayOf(hours: unknown, day: Weekday): DayHours | null {
  if (!hours || typeof hours !== 'object') return null;
  return toDayHours((hours as Record<string, unknown>)[day]);
}

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && TIME_PATTERN.test(value);
const isRange = (value: unknown): value is TimeRange =>
  !!value &&
  typeof value === 'object' &&
  isTime((value as Record<string, unknown>).open) &&
  isTime((value as Record<string, unknown>).close);

/** The rule dayHoursSchema states, without zod (see the top of this file). */
export function isDayHours(value: unknown): value is DayHours {
  if (!value || typeof value !== 'object') return false;
  const { closed, ranges } = value as Record<string, unknown>;
  return (
    typeof closed === 'boolean' &&
    Array.isArray(ranges) &&
    ranges.length >= 1 &&
    ranges.length <= MAX_RANGES &&
    ranges.every(isRange)
  );
}

/** The rule legacyDayHoursSchema states: the single window stored before split hours. */
export function isLegacyDayHours(value: unknown): value is LegacyDayHours {
  return (
    isRange(value) && typeof (value as unknown as Record<string, unknown>).closed === 'boolean'
  );
}

/** A day in today's shape from either shape, or null when it is neither. */
export function toDayHours(value: unknown): DayHours | null {
  if (isDayHours(value)) {
    return {
      closed: value.closed,
      ranges: value.ranges.map(({ open, close }) => ({ open, close })),
    };
  }
  if (isLegacyDayHours(value)) {
    return { closed: value.closed, ranges: [{ open: value.open, close: value.close }] };
  }
  return null;
}

/** The week in today's shape, or null when a day is missing or unreadable. */
export function toOpeningHours(value: unknown): OpeningHours | null {
  if (!value || typeof value !== 'object') return null;
  const week: Partial<OpeningHours> = {};
  for (const weekday of BY_UTC_DAY) {
    const day = dayOf(value, weekday);
    if (!day) return null;
    week[weekday] = day;
  }
  return week as OpeningHours;
}

/** Stands for 'open around the clock' (same open and close time): nothing to count down to. */
export const ALL_DAY = Number.POSITIVE_INFINITY;

export interface OpenNow {
  minutesLeft: number;
  close: string;
}

/** The range of this day's own that `minutes` falls in, with the minutes until it closes. */
export function openInToday(day: DayHours, minutes: number): OpenNow | null {
  if (day.closed) return null;
  for (const range of day.ranges) {
    const open = toMinutes(range.open);
    const close = toMinutes(range.close);
    if (open === close) return { minutesLeft: ALL_DAY, close: range.close };
    if (open < close && minutes >= open && minutes < close) {
      return { minutesLeft: close - minutes, close: range.close };
    }
    // Closes after midnight: today's part runs from opening to midnight, then on into tomorrow.
    if (open > close && minutes >= open) {
      return { minutesLeft: DAY_MINUTES - minutes + close, close: range.close };
    }
  }
  return null;
}

/** What is left of yesterday's range that ran past midnight, else null. */
export function openFromYesterday(day: DayHours | null, minutes: number): OpenNow | null {
  if (!day || day.closed) return null;
  for (const range of day.ranges) {
    const close = toMinutes(range.close);
    if (close < toMinutes(range.open) && minutes < close) {
      return { minutesLeft: close - minutes, close: range.close };
    }
  }
  return null;
}

// A day as it will actually be kept: special hours replace the week's day for their dates.
export function effectiveDay(
  hours: unknown,
  exceptions: HoursExceptions | undefined,
  weekday: Weekday,
  isoDate: string,
): DayHours | null {
  const special = specialFor(exceptions?.special, isoDate);
  if (special) {
    if (special.closed || !special.ranges?.length) return { closed: true, ranges: [] };
    return { closed: false, ranges: special.ranges.map(({ open, close }) => ({ open, close })) };
  }
  return dayOf(hours, weekday);
}

/** 'Abierto Ahora': inside one of today's ranges, or inside yesterday's that ran past midnight. */
export function isOpenAt(
  hours: OpeningHours | null | undefined,
  date: Date,
  exceptions?: HoursExceptions,
): boolean {
  if (isClosureInForce(exceptions?.closure, date)) return false;
  const clock = dominicanClock(date);
  const today = effectiveDay(hours, exceptions, clock.weekday, dominicanDate(date));
  if (today && openInToday(today, clock.minutes)) return true;
  const yesterday = effectiveDay(hours, exceptions, clock.previousWeekday, dominicanDate(date, -1));
  return openFromYesterday(yesterday, clock.minutes) !== null;
}

/** 'Abierto Hoy': today's hours exist and the day is not marked closed. */
export function isOpenOnDay(
  hours: OpeningHours | null | undefined,
  date: Date,
  exceptions?: HoursExceptions,
): boolean {
  if (isClosureInForce(exceptions?.closure, date)) return false;
  const today = effectiveDay(hours, exceptions, dominicanClock(date).weekday, dominicanDate(date));
  return today !== null && !today.closed;
}

/** A day's hours as the profile shows them: '08:00 – 12:00, 14:00 – 18:00', 'Cerrado'… */
export function dayHoursText(day: DayHours | LegacyDayHours): string {
  const d = toDayHours(day);
  if (!d || d.closed) return 'Cerrado';
  if (d.ranges.some((r) => r.open === r.close)) return 'Abierto 24 horas';
  return d.ranges.map((r) => `${r.open} – ${r.close}`).join(', ');
}

/** Today's line on the profile's first screen, or null when today's hours are unknown. */
export function todayHoursText(
  hours: OpeningHours | null | undefined,
  date: Date,
  exceptions?: HoursExceptions,
): string | null {
  const closure = exceptions?.closure;
  if (isClosureInForce(closure, date)) return closureLabel(closure.reopensOn);
  const today = effectiveDay(hours, exceptions, dominicanClock(date).weekday, dominicanDate(date));
  return today ? dayHoursText(today) : null;
}
