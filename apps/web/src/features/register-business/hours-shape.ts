// The wizard's hours step (issue 41, decision 040): it starts empty and offers the shapes owners
// keep (the same hours every day, 24 horas, a different time each day), each with the days the
// business closes and up to two ranges a day. A week is built only from what the owner chose.
import { WEEKDAYS, type Weekday } from '@drd/shared/constants';
import type { OpeningHours, TimeRange } from '@drd/shared/opening-hours';

export const HOURS_SHAPES = ['same', 'allDay', 'each'] as const;
export type HoursShape = (typeof HOURS_SHAPES)[number];

export const HOURS_SHAPE_LABELS: Record<HoursShape, { label: string; hint: string }> = {
  same: {
    label: 'El mismo horario todos los días',
    hint: 'Con horario partido si cierras al mediodía.',
  },
  allDay: { label: 'Abierto 24 horas', hint: 'Todo el día, los días que abres.' },
  each: { label: 'Un horario distinto según el día', hint: 'Cada día con su hora, o cerrado.' },
};

/** The same one or two ranges on every day the business opens. */
export interface SameHours {
  ranges: TimeRange[];
  closedDays: Weekday[];
}

const ALL_DAY: TimeRange = { open: '00:00', close: '00:00' };

const complete = (range: TimeRange) => range.open !== '' && range.close !== '';

/** The week of the same hours, or null while a time is still empty (nothing is guessed). */
export function weekOfSame({ ranges, closedDays }: SameHours): OpeningHours | null {
  if (ranges.length === 0 || !ranges.every(complete)) return null;
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { closed: closedDays.includes(day), ranges: ranges.map((r) => ({ ...r })) },
    ]),
  ) as OpeningHours;
}

/** Open all day on every day but the closed ones. */
export const weekAllDay = (closedDays: readonly Weekday[]): OpeningHours =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, { closed: closedDays.includes(day), ranges: [{ ...ALL_DAY }] }]),
  ) as OpeningHours;

/**
 * A week for the per-day editor to start from: the hours already chosen, else every day closed
 * (the owner opens each day; its times show before anything is sent).
 */
export const startOfEach = (week: OpeningHours | null): OpeningHours =>
  week ??
  (Object.fromEntries(
    WEEKDAYS.map((day) => [day, { closed: true, ranges: [{ open: '08:00', close: '17:00' }] }]),
  ) as OpeningHours);

export const closedDaysOf = (week: OpeningHours | null): Weekday[] =>
  week ? WEEKDAYS.filter((day) => week[day].closed) : [];

/** The same-hours answer back from a saved week (a reloaded draft), or an empty one. */
export function sameOf(week: OpeningHours | null): SameHours {
  const open = week ? WEEKDAYS.find((day) => !week[day].closed) : undefined;
  return {
    ranges: open && week ? week[open].ranges.map((r) => ({ ...r })) : [{ open: '', close: '' }],
    closedDays: closedDaysOf(week),
  };
}
