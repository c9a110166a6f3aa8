// The status line of cards and profile ('Abierto • Cierra a las 12:00', 'Cerrado · abre hoy a
// las 14:00', 'Cerrado temporalmente · reabre el 5 de enero'), from the week and its exceptions.
import type { Weekday } from './constants';
import {
  closureLabel,
  dominicanDate,
  isClosureInForce,
  type HoursExceptions,
} from './hours-exceptions';
import {
  BY_UTC_DAY,
  dominicanClock,
  effectiveDay,
  openFromYesterday,
  openInToday,
  toMinutes,
  ALL_DAY,
  type OpenNow,
  type OpeningHours,
} from './opening-hours';

export type OpeningStatusKind =
  'unknown' | 'closed-today' | 'opens-at' | 'open' | 'closed' | 'temporarily-closed';
export interface NextOpening {
  weekday: Weekday;
  /** HH:MM as stored. */
  time: string;
  /** 0 is later today (after a split day's break), 1 is tomorrow, up to 7 (the same weekday). */
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
 * business also says when it opens next ('Cerrado · abre mañana a las 8:00', or 'Cerrado · abre
 * hoy a las 14:00' in a split day's break).
 */
export function openingStatus(
  hours: OpeningHours | null | undefined,
  date: Date,
  exceptions?: HoursExceptions,
): OpeningStatus {
  const closure = exceptions?.closure;
  if (isClosureInForce(closure, date)) {
    return { kind: 'temporarily-closed', label: closureLabel(closure.reopensOn) };
  }
  const clock = dominicanClock(date);
  // Last night's range still running wins over whatever today says (even 'closed today').
  const yesterday = effectiveDay(hours, exceptions, clock.previousWeekday, dominicanDate(date, -1));
  const fromYesterday = openFromYesterday(yesterday, clock.minutes);
  if (fromYesterday) return openLabel(fromYesterday);

  const today = effectiveDay(hours, exceptions, clock.weekday, dominicanDate(date));
  if (!today) return { kind: 'unknown', label: 'Horario no disponible' };
  if (today.closed) return closedLabel('closed-today', 'Cerrado hoy', hours, date, exceptions);
  const open = openInToday(today, clock.minutes);
  if (open) return openLabel(open);
  const later = today.ranges.find((r) => clock.minutes < toMinutes(r.open));
  if (later && later === today.ranges[0]) {
    return { kind: 'opens-at', label: `Abre a las ${later.open}` };
  }
  if (later) {
    const next: NextOpening = { weekday: clock.weekday, time: later.open, inDays: 0 };
    return {
      kind: 'closed',
      label: `Cerrado · abre ${describeNextOpening(next)}`,
      nextOpening: next,
    };
  }
  return closedLabel('closed', 'Cerrado', hours, date, exceptions);
}

/** The first day after today that opens, within a week. */
export function nextOpeningAfterToday(
  hours: OpeningHours | null | undefined,
  date: Date,
  exceptions?: HoursExceptions,
): NextOpening | null {
  const start = BY_UTC_DAY.indexOf(dominicanClock(date).weekday);
  for (let inDays = 1; inDays <= 7; inDays++) {
    const weekday = BY_UTC_DAY[(start + inDays) % 7]!;
    const day = effectiveDay(hours, exceptions, weekday, dominicanDate(date, inDays));
    const first = day && !day.closed ? day.ranges[0] : undefined;
    if (first) return { weekday, time: first.open, inDays };
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

/** 'hoy a las 14:00', 'mañana a las 8:00', 'el lunes a las 8:00': the hour as it is said. */
export function describeNextOpening(next: NextOpening): string {
  const when =
    next.inDays === 0 ? 'hoy' : next.inDays === 1 ? 'mañana' : `el ${WEEKDAY_NAMES[next.weekday]}`;
  return `${when} a las ${next.time.replace(/^0(\d)/, '$1')}`;
}

function closedLabel(
  kind: 'closed' | 'closed-today',
  base: string,
  hours: OpeningHours | null | undefined,
  date: Date,
  exceptions: HoursExceptions | undefined,
): OpeningStatus {
  const next = nextOpeningAfterToday(hours, date, exceptions);
  if (!next) return { kind, label: base };
  return { kind, label: `${base} · abre ${describeNextOpening(next)}`, nextOpening: next };
}

function openLabel({ minutesLeft, close }: OpenNow): OpeningStatus {
  // The status texts' suffixes all announce a closing; a 24-hour day has none, so it is plain 'Abierto'.
  if (minutesLeft === ALL_DAY) return { kind: 'open', label: 'Abierto' };
  if (minutesLeft < 60) return { kind: 'open', label: `Abierto • Cierra en ${minutesLeft} min` };
  if (minutesLeft < 120) return { kind: 'open', label: 'Abierto • Cierra en 1 hora' };
  return { kind: 'open', label: `Abierto • Cierra a las ${close}` };
}
