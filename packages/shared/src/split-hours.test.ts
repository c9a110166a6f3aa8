import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPENING_HOURS,
  dayHoursText,
  isOpenAt,
  isOpenOnDay,
  toDayHours,
  toOpeningHours,
  todayHoursText,
  type DayHours,
  type OpeningHours,
} from './opening-hours';
import { closureLabel, specialFor } from './hours-exceptions';
import { openingStatus } from './opening-status';
import {
  dayHoursInputSchema,
  dayHoursSchema,
  openingHoursInputSchema,
} from './opening-hours-schema';

// Dominican wall-clock time; 2026-11-23 is a Monday.
const at = (local: string) => new Date(`${local}:00-04:00`);
const split: DayHours = {
  closed: false,
  ranges: [
    { open: '08:00', close: '12:00' },
    { open: '14:00', close: '18:00' },
  ],
};
const week = (overrides: Partial<OpeningHours> = {}): OpeningHours => ({
  ...DEFAULT_OPENING_HOURS,
  ...overrides,
});
const label = (hours: OpeningHours, local: string, exceptions = {}) =>
  openingStatus(hours, at(local), exceptions).label;

describe('two ranges a day', () => {
  const hours = week({ monday: split });

  it('is open in each range and closed in the break', () => {
    expect(isOpenAt(hours, at('2026-11-23T09:00'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-23T12:00'))).toBe(false);
    expect(isOpenAt(hours, at('2026-11-23T13:59'))).toBe(false);
    expect(isOpenAt(hours, at('2026-11-23T14:00'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-23T18:00'))).toBe(false);
  });

  it('says when it closes for the break and when it opens again today', () => {
    expect(label(hours, '2026-11-23T07:00')).toBe('Abre a las 08:00');
    expect(label(hours, '2026-11-23T09:00')).toBe('Abierto • Cierra a las 12:00');
    expect(label(hours, '2026-11-23T11:30')).toBe('Abierto • Cierra en 30 min');
    expect(label(hours, '2026-11-23T12:30')).toBe('Cerrado · abre hoy a las 14:00');
    expect(label(hours, '2026-11-23T15:00')).toBe('Abierto • Cierra a las 18:00');
    expect(label(hours, '2026-11-23T19:00')).toBe('Cerrado · abre mañana a las 8:00');
  });

  it('runs the second range past midnight into the next day', () => {
    const bar = week({
      friday: {
        closed: false,
        ranges: [
          { open: '12:00', close: '15:00' },
          { open: '20:00', close: '02:00' },
        ],
      },
      saturday: { closed: true, ranges: [{ open: '08:00', close: '13:00' }] },
    });
    // 2026-11-27 is a Friday.
    expect(isOpenAt(bar, at('2026-11-28T01:30'))).toBe(true);
    expect(label(bar, '2026-11-28T01:30')).toBe('Abierto • Cierra en 30 min');
    expect(isOpenAt(bar, at('2026-11-28T02:00'))).toBe(false);
    expect(label(bar, '2026-11-27T16:00')).toBe('Cerrado · abre hoy a las 20:00');
  });

  it('shows both ranges on the profile', () => {
    expect(dayHoursText(split)).toBe('08:00 – 12:00, 14:00 – 18:00');
    expect(todayHoursText(hours, at('2026-11-23T10:00'))).toBe('08:00 – 12:00, 14:00 – 18:00');
  });
});

describe('the older shape', () => {
  const legacy = { open: '08:00', close: '17:00', closed: false };

  it('still reads as one range', () => {
    expect(toDayHours(legacy)).toEqual({
      closed: false,
      ranges: [{ open: '08:00', close: '17:00' }],
    });
    const stored = Object.fromEntries(Object.keys(DEFAULT_OPENING_HOURS).map((d) => [d, legacy]));
    expect(isOpenAt(stored as unknown as OpeningHours, at('2026-11-23T09:00'))).toBe(true);
    expect(toOpeningHours(stored)?.monday).toEqual(toDayHours(legacy));
  });

  it('is accepted from older clients and read as today’s shape', () => {
    expect(dayHoursSchema.safeParse(legacy).success).toBe(false);
    expect(dayHoursInputSchema.parse(legacy)).toEqual(toDayHours(legacy));
    expect(dayHoursInputSchema.parse(split)).toEqual(split);
    const three = { closed: false, ranges: [...split.ranges, { open: '19:00', close: '20:00' }] };
    expect(dayHoursInputSchema.safeParse(three).success).toBe(false);
    expect(dayHoursInputSchema.safeParse({ closed: false, ranges: [] }).success).toBe(false);
    expect(openingHoursInputSchema.safeParse(DEFAULT_OPENING_HOURS).success).toBe(true);
  });
});

describe('temporarily closed', () => {
  const hours = week();
  const now = at('2026-11-23T10:00');

  it('wins over the week until the reopening date', () => {
    expect(openingStatus(hours, now, { closure: { reopensOn: null } })).toEqual({
      kind: 'temporarily-closed',
      label: 'Cerrado temporalmente',
    });
    expect(label(hours, '2026-11-23T10:00', { closure: { reopensOn: '2027-01-05' } })).toBe(
      'Cerrado temporalmente · reabre el 5 de enero',
    );
    expect(isOpenAt(hours, now, { closure: { reopensOn: null } })).toBe(false);
    expect(isOpenOnDay(hours, now, { closure: { reopensOn: '2026-11-24' } })).toBe(false);
  });

  it('ends on the reopening date, Dominican calendar', () => {
    expect(isOpenAt(hours, now, { closure: { reopensOn: '2026-11-23' } })).toBe(true);
    // 23:30 on the 22nd in Santo Domingo is already the 23rd in UTC: still closed.
    const lateSunday = at('2026-11-22T23:30');
    expect(openingStatus(hours, lateSunday, { closure: { reopensOn: '2026-11-23' } }).kind).toBe(
      'temporarily-closed',
    );
    expect(closureLabel('2026-12-01')).toBe('Cerrado temporalmente · reabre el 1 de diciembre');
  });
});

describe('special hours', () => {
  const hours = week();

  it('close a date or other hours, and the status says what comes next', () => {
    const special = [{ date: '2026-11-23', closed: true }];
    expect(isOpenAt(hours, at('2026-11-23T10:00'), { special })).toBe(false);
    expect(label(hours, '2026-11-23T10:00', { special })).toBe(
      'Cerrado hoy · abre mañana a las 8:00',
    );
    const short = [
      { date: '2026-11-23', closed: false, ranges: [{ open: '09:00', close: '11:00' }] },
    ];
    expect(isOpenAt(hours, at('2026-11-23T11:30'), { special: short })).toBe(false);
    expect(label(hours, '2026-11-23T10:00', { special: short })).toBe('Abierto • Cierra en 1 hora');
  });

  it('covers every date of a range, inclusive', () => {
    const range = [{ date: '2026-12-24', endDate: '2026-12-26', closed: true }];
    expect(specialFor(range, '2026-12-23')).toBeNull();
    expect(specialFor(range, '2026-12-24')).not.toBeNull();
    expect(specialFor(range, '2026-12-26')).not.toBeNull();
    expect(specialFor(range, '2026-12-27')).toBeNull();
  });
});
