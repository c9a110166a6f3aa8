import { describe, expect, it } from 'vitest';
import { registrationHoursMissing } from '@drd/shared/api/registration';
import { sameOf, startOfEach, weekAllDay, weekOfSame } from './hours-shape';

describe("the wizard's hours shapes", () => {
  it('builds nothing while a time is empty, then exactly the hours typed', () => {
    expect(weekOfSame({ ranges: [{ open: '08:00', close: '' }], closedDays: [] })).toBeNull();
    const split = [
      { open: '08:00', close: '12:00' },
      { open: '14:00', close: '18:00' },
    ];
    const week = weekOfSame({ ranges: split, closedDays: ['sunday'] })!;
    expect(week.monday).toEqual({ closed: false, ranges: split });
    expect(week.sunday.closed).toBe(true);
    expect(sameOf(week)).toEqual({ ranges: split, closedDays: ['sunday'] });
  });

  it('says 24 horas as a range from midnight to midnight, closed days apart', () => {
    const week = weekAllDay(['saturday', 'sunday']);
    expect(week.friday).toEqual({ closed: false, ranges: [{ open: '00:00', close: '00:00' }] });
    expect(week.saturday.closed).toBe(true);
  });

  it('starts the per-day editor with every day closed: still no hours given', () => {
    expect(registrationHoursMissing(startOfEach(null))).toBe(true);
    expect(sameOf(null)).toEqual({ ranges: [{ open: '', close: '' }], closedDays: [] });
  });
});
