// Opening hours in Dominican time. The same functions decide the card status in the browser and
// the 'Abierto Ahora' / 'Abierto Hoy' rules on the server (whose SQL mirrors them).
// Plain types here, zod schemas in opening-hours-schema.ts: the cards import these functions on
// every page, and zod would otherwise come along in the browser's first download.
import { DOMINICAN_UTC_OFFSET_MS, type Weekday } from './constants';

export interface DayHours {
  open: string;
  close: string;
  closed: boolean;
}
export type OpeningHours = Record<Weekday, DayHours>;

/** HH:MM, 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const workday = (close: string): DayHours => ({ open: '08:00', close, closed: false });

/** Monday to Friday 08:00–17:00, Saturday 08:00–13:00, Sunday closed. */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  monday: workday('17:00'),
  tuesday: workday('17:00'),
  wednesday: workday('17:00'),
  thursday: workday('17:00'),
  friday: workday('17:00'),
  saturday: workday('13:00'),
  // Times kept so the owner's form has something sensible when the day is switched on.
  sunday: { open: '08:00', close: '13:00', closed: true },
};

const DAY_MINUTES = 24 * 60;
// Date#getUTCDay() numbering (0 = Sunday) mapped to our weekday keys.
const BY_UTC_DAY: readonly Weekday[] = [
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

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

// Hours come from JSON columns and older records; a day that does not validate is treated as
// unknown rather than trusted, so one bad record cannot break a whole list of cards.
function dayOf(hours: unknown, day: Weekday): DayHours | null {
  if (!hours || typeof hours !== 'object') return null;
  const value = (hours as Record<string, unknown>)[day];
  return isDayHours(value) ? value : null;
}

/** The rule dayHoursSchema states, without zod (see the top of this file). */
export function isDayHours(value: unknown): value is DayHours {
  if (!value || typeof value !== 'object') return false;
  const { open, close, closed } = value as Record<string, unknown>;
  return (
    typeof open === 'string' &&
    TIME_PATTERN.test(open) &&
    typeof close === 'string' &&
    TIME_PATTERN.test(close) &&
    typeof closed === 'boolean'
  );
}

/** Stands for 'open around the clock' (same open and close time): nothing to count down to. */
const ALL_DAY = Number.POSITIVE_INFINITY;

/** Minutes until closing when `minutes` falls in this day's own window, else null. */
function minutesLeftToday(day: DayHours, minutes: number): number | null {
  if (day.closed) return null;
  const open = toMinutes(day.open);
  const close = toMinutes(day.close);
  if (open === close) return ALL_DAY;
  if (open < close) return minutes >= open && minutes < close ? close - minutes : null;
  // Closes after midnight: today's part runs from opening to midnight, then on into tomorrow.
  return minutes >= open ? DAY_MINUTES - minutes + close : null;
}

/** Minutes left of yesterday's window that ran past midnight, else null. */
function minutesLeftFromYesterday(day: DayHours | null, minutes: number): number | null {
  if (!day || day.closed) return null;
  const open = toMinutes(day.open);
  const close = toMinutes(day.close);
  return close < open && minutes < close ? close - minutes : null;
}

/** 'Abierto Ahora': inside today's window, or inside yesterday's window that ran past midnight. */
export function isOpenAt(hours: OpeningHours | null | undefined, date: Date): boolean {
  const clock = dominicanClock(date);
  const today = dayOf(hours, clock.weekday);
  if (today && minutesLeftToday(today, clock.minutes) !== null) return true;
  return minutesLeftFromYesterday(dayOf(hours, clock.previousWeekday), clock.minutes) !== null;
}

/** 'Abierto Hoy': today's hours exist and the day is not marked closed. */
export function isOpenOnDay(hours: OpeningHours | null | undefined, date: Date): boolean {
  const today = dayOf(hours, dominicanClock(date).weekday);
  return today !== null && !today.closed;
}

export type OpeningStatusKind = 'unknown' | 'closed-today' | 'opens-at' | 'open' | 'closed';
export interface NextOpening {
  weekday: Weekday;
  /** HH:MM as stored. */
  time: string;
  /** 1 is tomorrow, up to 7 (the same weekday next week). */
  inDays: number;
}
export interface OpeningStatus {
  kind: OpeningStatusKind;
  label: string;
  /** When a closed business opens again; absent while open, before today's opening or unknown. */
  nextOpening?: NextOpening;
}

/**
 * The status line of cards and profile: the product's texts for open and before opening; a closed
 * business also says when it opens next ('Cerrado · abre mañana a las 8:00').
 */
export function openingStatus(hours: OpeningHours | null | undefined, date: Date): OpeningStatus {
  const clock = dominicanClock(date);
  // Last night's window still running wins over whatever today says (even 'closed today').
  const yesterday = dayOf(hours, clock.previousWeekday);
  const fromYesterday = minutesLeftFromYesterday(yesterday, clock.minutes);
  if (yesterday && fromYesterday !== null) return openLabel(fromYesterday, yesterday.close);

  const today = dayOf(hours, clock.weekday);
  if (!today) return { kind: 'unknown', label: 'Horario no disponible' };
  if (today.closed) return closedLabel('closed-today', 'Cerrado hoy', hours, clock);
  const left = minutesLeftToday(today, clock.minutes);
  if (left !== null) return openLabel(left, today.close);
  if (clock.minutes < toMinutes(today.open)) {
    return { kind: 'opens-at', label: `Abre a las ${today.open}` };
  }
  return closedLabel('closed', 'Cerrado', hours, clock);
}

/** The first day after today that opens, within a week. */
export function nextOpeningAfterToday(
  hours: OpeningHours | null | undefined,
  date: Date,
): NextOpening | null {
  return nextOpeningAfter(hours, dominicanClock(date).weekday);
}

function nextOpeningAfter(
  hours: OpeningHours | null | undefined,
  today: Weekday,
): NextOpening | null {
  const start = BY_UTC_DAY.indexOf(today);
  for (let inDays = 1; inDays <= 7; inDays++) {
    const weekday = BY_UTC_DAY[(start + inDays) % 7]!;
    const day = dayOf(hours, weekday);
    if (day && !day.closed) return { weekday, time: day.open, inDays };
  }
  return null;
}

const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
  sunday: 'domingo',
};

/** 'mañana a las 8:00', 'el lunes a las 8:00': the hour without its leading zero, as it is said. */
export function describeNextOpening(next: NextOpening): string {
  const when = next.inDays === 1 ? 'mañana' : `el ${WEEKDAY_NAMES[next.weekday]}`;
  return `${when} a las ${next.time.replace(/^0(\d)/, '$1')}`;
}

function closedLabel(
  kind: 'closed' | 'closed-today',
  base: string,
  hours: OpeningHours | null | undefined,
  clock: DominicanClock,
): OpeningStatus {
  const next = nextOpeningAfter(hours, clock.weekday);
  if (!next) return { kind, label: base };
  return { kind, label: `${base} · abre ${describeNextOpening(next)}`, nextOpening: next };
}

/** Today's hours as the profile shows them: '08:00 – 17:00', 'Cerrado' or 'Abierto 24 horas'. */
export function dayHoursText(day: DayHours): string {
  if (day.closed) return 'Cerrado';
  if (day.open === day.close) return 'Abierto 24 horas';
  return `${day.open} – ${day.close}`;
}

/** Today's line on the profile's first screen, or null when today's hours are unknown. */
export function todayHoursText(hours: OpeningHours | null | undefined, date: Date): string | null {
  const today = dayOf(hours, dominicanClock(date).weekday);
  return today ? dayHoursText(today) : null;
}

function openLabel(minutesLeft: number, close: string): OpeningStatus {
  // The status texts' suffixes all announce a closing; a 24-hour day has none, so it is plain 'Abierto'.
  if (minutesLeft === ALL_DAY) return { kind: 'open', label: 'Abierto' };
  if (minutesLeft < 60) return { kind: 'open', label: `Abierto • Cierra en ${minutesLeft} min` };
  if (minutesLeft < 120) return { kind: 'open', label: 'Abierto • Cierra en 1 hora' };
  return { kind: 'open', label: `Abierto • Cierra a las ${close}` };
}
