import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPENING_HOURS,
  dominicanClock,
  isOpenAt,
  isDayHours,
  isOpenOnDay,
  todayHoursText,
  type DayHours,
  type OpeningHours,
} from './opening-hours';
import { dayHoursSchema, openingHoursSchema } from './opening-hours-schema';
import { nextOpeningAfterToday, openingStatus } from './opening-status';

// Dominican wall-clock time; 2026-11-23 is a Monday, 2026-11-29 a Sunday.
const at = (local: string) => new Date(`${local}:00-04:00`);
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const SUNDAY = '2026-11-29';

const day = (open: string, close: string, closed = false): DayHours => ({
  closed,
  ranges: [{ open, close }],
});
const week = (overrides: Partial<OpeningHours> = {}): OpeningHours => ({
  ...DEFAULT_OPENING_HOURS,
  ...overrides,
});
const bar = week({ monday: day('20:00', '02:00'), tuesday: day('20:00', '02:00', true) });
const label = (hours: OpeningHours | null | undefined, local: string) =>
  openingStatus(hours, at(local)).label;

describe('schemas', () => {
  it('accepts HH:MM from 00:00 to 23:59', () => {
    expect(dayHoursSchema.safeParse(day('00:00', '23:59')).success).toBe(true);
    for (const bad of ['24:00', '7:00', '07:60', '07:00:00', 'abc', '']) {
      expect(dayHoursSchema.safeParse(day(bad, '17:00')).success).toBe(false);
      expect(dayHoursSchema.safeParse(day('08:00', bad)).success).toBe(false);
    }
  });

  it('states the same rule as the zod-free check the cards use', () => {
    const samples: unknown[] = [
      day('00:00', '23:59'),
      day('08:00', '17:00', true),
      ...['24:00', '7:00', '07:60', '', 'abc'].map((bad) => day(bad, '17:00')),
      { open: '08:00', close: '17:00' },
      { open: '08:00', close: '17:00', closed: 'no' },
      { open: 8, close: '17:00', closed: false },
      null,
      'monday',
    ];
    for (const sample of samples)
      expect(isDayHours(sample)).toBe(dayHoursSchema.safeParse(sample).success);
  });

  it('explains a bad time in Spanish', () => {
    const result = dayHoursSchema.safeParse(day('8', '17:00'));
    expect(result.error?.issues[0]?.message).toBe('La hora debe tener el formato HH:MM');
  });

  it('requires the closed flag and all seven days', () => {
    expect(dayHoursSchema.safeParse({ open: '08:00', close: '17:00' }).success).toBe(false);
    expect(openingHoursSchema.safeParse(DEFAULT_OPENING_HOURS).success).toBe(true);
    const sixDays: Partial<OpeningHours> = { ...DEFAULT_OPENING_HOURS };
    delete sixDays.sunday;
    expect(openingHoursSchema.safeParse(sixDays).success).toBe(false);
  });

  it('defaults to weekdays 08:00–17:00, Saturday 08:00–13:00 and Sunday closed', () => {
    expect(DEFAULT_OPENING_HOURS.monday).toEqual(day('08:00', '17:00'));
    expect(DEFAULT_OPENING_HOURS.friday).toEqual(day('08:00', '17:00'));
    expect(DEFAULT_OPENING_HOURS.saturday).toEqual(day('08:00', '13:00'));
    expect(DEFAULT_OPENING_HOURS.sunday.closed).toBe(true);
  });
});

describe('dominicanClock', () => {
  it('reads the wall clock at UTC-4 all year', () => {
    expect(dominicanClock(new Date('2026-11-23T12:30:00Z'))).toEqual({
      weekday: 'monday',
      minutes: 8 * 60 + 30,
      previousWeekday: 'sunday',
    });
    // July: no daylight saving, still four hours behind UTC.
    expect(dominicanClock(new Date('2026-07-15T04:00:00Z')).minutes).toBe(0);
  });

  it('is still the previous day before 04:00 UTC', () => {
    expect(dominicanClock(new Date('2026-11-23T03:59:00Z'))).toEqual({
      weekday: 'sunday',
      minutes: 23 * 60 + 59,
      previousWeekday: 'saturday',
    });
  });
});

describe('isOpenAt', () => {
  it('is open from opening time up to, not including, closing time', () => {
    expect(isOpenAt(DEFAULT_OPENING_HOURS, at(`${MONDAY}T07:59`))).toBe(false);
    expect(isOpenAt(DEFAULT_OPENING_HOURS, at(`${MONDAY}T08:00`))).toBe(true);
    expect(isOpenAt(DEFAULT_OPENING_HOURS, at(`${MONDAY}T16:59`))).toBe(true);
    expect(isOpenAt(DEFAULT_OPENING_HOURS, at(`${MONDAY}T17:00`))).toBe(false);
  });

  it('respects a closed day', () => {
    expect(isOpenAt(DEFAULT_OPENING_HOURS, at(`${SUNDAY}T10:00`))).toBe(false);
  });

  it('carries a window past midnight into the next day', () => {
    expect(isOpenAt(bar, at(`${MONDAY}T19:59`))).toBe(false);
    expect(isOpenAt(bar, at(`${MONDAY}T23:30`))).toBe(true);
    expect(isOpenAt(bar, at(`${TUESDAY}T01:00`))).toBe(true);
    expect(isOpenAt(bar, at(`${TUESDAY}T02:00`))).toBe(false);
  });

  it('does not carry over from a closed previous day', () => {
    expect(isOpenAt(bar, at('2026-11-25T01:00'))).toBe(false);
  });

  it('treats equal open and close as open 24 hours', () => {
    const allDay = week({ monday: day('00:00', '00:00') });
    expect(isOpenAt(allDay, at(`${MONDAY}T03:00`))).toBe(true);
    expect(isOpenAt(allDay, at(`${MONDAY}T23:59`))).toBe(true);
  });

  it('is closed without hours or with malformed hours', () => {
    expect(isOpenAt(null, at(`${MONDAY}T10:00`))).toBe(false);
    expect(isOpenAt(undefined, at(`${MONDAY}T10:00`))).toBe(false);
    expect(isOpenAt({} as OpeningHours, at(`${MONDAY}T10:00`))).toBe(false);
    const broken = week({ monday: day('8am', '5pm') });
    expect(isOpenAt(broken, at(`${MONDAY}T10:00`))).toBe(false);
  });
});

describe('isOpenOnDay', () => {
  it('is true when today has hours and is not closed, whatever the time', () => {
    expect(isOpenOnDay(DEFAULT_OPENING_HOURS, at(`${MONDAY}T23:00`))).toBe(true);
    expect(isOpenOnDay(DEFAULT_OPENING_HOURS, at(`${SUNDAY}T10:00`))).toBe(false);
  });

  it('uses the Dominican date, not the UTC one', () => {
    // 02:00 UTC on Monday is still Sunday evening in Santo Domingo.
    expect(isOpenOnDay(DEFAULT_OPENING_HOURS, new Date('2026-11-30T02:00:00Z'))).toBe(false);
  });

  it('is false without hours for the day', () => {
    expect(isOpenOnDay(null, at(`${MONDAY}T10:00`))).toBe(false);
    expect(
      isOpenOnDay(
        { tuesday: day('08:00', '17:00') } as unknown as OpeningHours,
        at(`${MONDAY}T10:00`),
      ),
    ).toBe(false);
  });
});

describe('openingStatus', () => {
  it('has no data to show', () => {
    expect(openingStatus(null, at(`${MONDAY}T10:00`))).toEqual({
      kind: 'unknown',
      label: 'Horario no disponible',
    });
    expect(label(undefined, `${MONDAY}T10:00`)).toBe('Horario no disponible');
    expect(label({} as OpeningHours, `${MONDAY}T10:00`)).toBe('Horario no disponible');
    expect(label('nonsense' as unknown as OpeningHours, `${MONDAY}T10:00`)).toBe(
      'Horario no disponible',
    );
  });

  it('says closed today on a closed day, and when it opens next', () => {
    expect(openingStatus(DEFAULT_OPENING_HOURS, at(`${SUNDAY}T10:00`))).toEqual({
      kind: 'closed-today',
      label: 'Cerrado hoy · abre mañana a las 8:00',
      nextOpening: { weekday: 'monday', time: '08:00', inDays: 1 },
    });
  });

  it('announces the opening time as stored', () => {
    expect(openingStatus(DEFAULT_OPENING_HOURS, at(`${MONDAY}T06:30`))).toEqual({
      kind: 'opens-at',
      label: 'Abre a las 08:00',
    });
  });

  it('shows the closing time when two hours or more remain', () => {
    expect(openingStatus(DEFAULT_OPENING_HOURS, at(`${MONDAY}T08:00`))).toEqual({
      kind: 'open',
      label: 'Abierto • Cierra a las 17:00',
    });
    expect(label(DEFAULT_OPENING_HOURS, `${MONDAY}T15:00`)).toBe('Abierto • Cierra a las 17:00');
  });

  it('says one hour from 60 to 119 minutes before closing', () => {
    expect(label(DEFAULT_OPENING_HOURS, `${MONDAY}T15:01`)).toBe('Abierto • Cierra en 1 hora');
    expect(label(DEFAULT_OPENING_HOURS, `${MONDAY}T16:00`)).toBe('Abierto • Cierra en 1 hora');
  });

  it('counts minutes in the last hour', () => {
    expect(label(DEFAULT_OPENING_HOURS, `${MONDAY}T16:01`)).toBe('Abierto • Cierra en 59 min');
    expect(label(DEFAULT_OPENING_HOURS, `${MONDAY}T16:59`)).toBe('Abierto • Cierra en 1 min');
  });

  it('says closed after closing time, and when it opens next', () => {
    expect(openingStatus(DEFAULT_OPENING_HOURS, at(`${MONDAY}T17:00`))).toEqual({
      kind: 'closed',
      label: 'Cerrado · abre mañana a las 8:00',
      nextOpening: { weekday: 'tuesday', time: '08:00', inDays: 1 },
    });
  });

  it('names the weekday when the next opening is after tomorrow', () => {
    // Saturday 13:00 closing; Sunday closed; Monday 08:00.
    expect(label(DEFAULT_OPENING_HOURS, '2026-11-28T20:00')).toBe(
      'Cerrado · abre el lunes a las 8:00',
    );
    const weekly = week({
      monday: day('09:30', '12:00'),
      tuesday: day('08:00', '17:00', true),
      wednesday: day('08:00', '17:00', true),
      thursday: day('08:00', '17:00', true),
      friday: day('08:00', '17:00', true),
      saturday: day('08:00', '13:00', true),
      sunday: day('08:00', '13:00', true),
    });
    // Only Monday opens: after Monday's closing the next opening is a week later.
    expect(label(weekly, `${MONDAY}T13:00`)).toBe('Cerrado · abre el lunes a las 9:30');
    expect(nextOpeningAfterToday(weekly, at(`${MONDAY}T13:00`))).toEqual({
      weekday: 'monday',
      time: '09:30',
      inDays: 7,
    });
  });

  it('keeps an evening opening as written and counts from the Dominican date', () => {
    expect(label(bar, `${TUESDAY}T10:00`)).toBe('Cerrado hoy · abre mañana a las 8:00');
    // 02:00 UTC on Monday is Sunday 22:00 in Santo Domingo: Monday is still 'mañana'.
    expect(openingStatus(DEFAULT_OPENING_HOURS, new Date('2026-11-30T02:00:00Z')).label).toBe(
      'Cerrado hoy · abre mañana a las 8:00',
    );
    const late = week({ tuesday: day('20:00', '23:00') });
    expect(label(late, `${MONDAY}T18:00`)).toBe('Cerrado · abre mañana a las 20:00');
  });

  it('says plain closed when no day of the week opens', () => {
    const never = Object.fromEntries(
      Object.keys(DEFAULT_OPENING_HOURS).map((d) => [d, day('08:00', '17:00', true)]),
    ) as unknown as OpeningHours;
    expect(openingStatus(never, at(`${MONDAY}T10:00`))).toEqual({
      kind: 'closed-today',
      label: 'Cerrado hoy',
    });
    expect(nextOpeningAfterToday(never, at(`${MONDAY}T10:00`))).toBeNull();
  });

  it('counts down to a closing after midnight', () => {
    expect(label(bar, `${MONDAY}T19:00`)).toBe('Abre a las 20:00');
    expect(label(bar, `${MONDAY}T23:30`)).toBe('Abierto • Cierra a las 02:00');
    expect(label(bar, `${TUESDAY}T00:01`)).toBe('Abierto • Cierra en 1 hora');
    expect(label(bar, `${TUESDAY}T01:00`)).toBe('Abierto • Cierra en 1 hora');
    expect(label(bar, `${TUESDAY}T01:30`)).toBe('Abierto • Cierra en 30 min');
  });

  it("lets last night's window win over a day marked closed", () => {
    expect(label(bar, `${TUESDAY}T01:30`)).toBe('Abierto • Cierra en 30 min');
    expect(label(bar, `${TUESDAY}T02:00`)).toBe('Cerrado hoy · abre mañana a las 8:00');
  });

  it('ignores a malformed previous day and goes on with today', () => {
    const hours = week({ sunday: day('20:00', 'late') });
    expect(label(hours, `${MONDAY}T01:00`)).toBe('Abre a las 08:00');
  });

  it('shows plain Abierto for a 24-hour day', () => {
    const allDay = week({ monday: day('09:00', '09:00') });
    expect(openingStatus(allDay, at(`${MONDAY}T08:00`))).toEqual({
      kind: 'open',
      label: 'Abierto',
    });
  });
});

describe('todayHoursText', () => {
  it("shows today's window on the Dominican date", () => {
    expect(todayHoursText(DEFAULT_OPENING_HOURS, at(`${MONDAY}T23:00`))).toBe('08:00 – 17:00');
    expect(todayHoursText(DEFAULT_OPENING_HOURS, at('2026-11-28T10:00'))).toBe('08:00 – 13:00');
    expect(todayHoursText(DEFAULT_OPENING_HOURS, at(`${SUNDAY}T10:00`))).toBe('Cerrado');
    expect(todayHoursText(DEFAULT_OPENING_HOURS, new Date('2026-11-30T02:00:00Z'))).toBe('Cerrado');
  });

  it('says open all day for equal times and nothing without hours', () => {
    expect(todayHoursText(week({ monday: day('00:00', '00:00') }), at(`${MONDAY}T10:00`))).toBe(
      'Abierto 24 horas',
    );
    expect(todayHoursText(null, at(`${MONDAY}T10:00`))).toBeNull();
  });
});
