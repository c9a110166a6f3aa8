import { describe, expect, it } from 'vitest';
import { specialDateText, specialHoursText } from './special-hours-text';

describe('specialDateText', () => {
  it('says one day, a range in one month, and a range across months', () => {
    expect(specialDateText({ date: '2026-12-25', endDate: null })).toBe('25 de diciembre');
    expect(specialDateText({ date: '2026-12-25', endDate: '2026-12-25' })).toBe('25 de diciembre');
    expect(specialDateText({ date: '2026-12-24', endDate: '2026-12-26' })).toBe(
      'Del 24 al 26 de diciembre',
    );
    expect(specialDateText({ date: '2026-12-30', endDate: '2027-01-02' })).toBe(
      'Del 30 de diciembre al 2 de enero',
    );
  });
});

describe('specialHoursText', () => {
  it('says closed, or the ranges', () => {
    expect(specialHoursText({ closed: true, ranges: null })).toBe('Cerrado');
    expect(
      specialHoursText({
        closed: false,
        ranges: [
          { open: '09:00', close: '12:00' },
          { open: '15:00', close: '18:00' },
        ],
      }),
    ).toBe('09:00 – 12:00, 15:00 – 18:00');
  });
});
