import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, type OpeningHours } from '@drd/shared/opening-hours';
import { openingHoursJsonLd } from './json-ld-hours';

describe('openingHoursJsonLd', () => {
  it('gives a split day one entry per range and leaves closed days out', () => {
    const hours: OpeningHours = {
      ...DEFAULT_OPENING_HOURS,
      friday: {
        closed: false,
        ranges: [
          { open: '08:00', close: '12:00' },
          { open: '14:00', close: '18:00' },
        ],
      },
    };
    const spec = openingHoursJsonLd(hours).openingHoursSpecification!;
    const friday = spec.filter((s) => s.dayOfWeek === 'https://schema.org/Friday');
    expect(friday.map((s) => [s.opens, s.closes])).toEqual([
      ['08:00', '12:00'],
      ['14:00', '18:00'],
    ]);
    expect(spec.some((s) => s.dayOfWeek === 'https://schema.org/Sunday')).toBe(false);
    expect(spec).toHaveLength(7);
  });

  it('states special dates, a closed one as 00:00 to 00:00', () => {
    const ld = openingHoursJsonLd(null, [
      { date: '2026-12-25', closed: true },
      { date: '2026-12-31', closed: false, ranges: [{ open: '08:00', close: '13:00' }] },
    ]);
    expect(ld.openingHoursSpecification).toBeUndefined();
    expect(ld.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-31',
        validThrough: '2026-12-31',
        opens: '08:00',
        closes: '13:00',
      },
    ]);
  });
});
