import { describe, expect, it } from 'vitest';
import { formatCountOf, formatEventTime } from './format';

describe('formatCountOf', () => {
  it('says one visit in the singular and any other count in the plural', () => {
    expect(formatCountOf(1, 'visita', 'visitas')).toBe('1 visita');
    expect(formatCountOf(0, 'visita', 'visitas')).toBe('0 visitas');
    expect(formatCountOf(1250, 'visita', 'visitas')).toBe('1,250 visitas');
  });
});

describe('formatEventTime', () => {
  const now = new Date('2026-11-26T14:00:00Z');

  it('shows one day with its start and end times, in Dominican time', () => {
    // 19:00–22:00 in Santo Domingo (UTC−4).
    expect(formatEventTime('2026-12-05T23:00:00.000Z', '2026-12-06T02:00:00.000Z', now)).toBe(
      '5 de diciembre, 19:00–22:00',
    );
  });

  it('shows the start time alone without an end, and both days across days', () => {
    expect(formatEventTime('2026-12-05T23:00:00.000Z', null, now)).toBe('5 de diciembre, 19:00');
    expect(formatEventTime('2026-12-05T23:00:00.000Z', '2026-12-07T18:00:00.000Z', now)).toBe(
      '5 de diciembre, 19:00 – 7 de diciembre, 14:00',
    );
  });

  it("names the year when it is not this year's", () => {
    expect(formatEventTime('2027-01-10T13:00:00.000Z', '2027-01-10T15:30:00.000Z', now)).toBe(
      '10 de enero de 2027, 9:00–11:30',
    );
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatEventTime('no es fecha', null, now)).toBe('');
  });
});

describe('formatDominicanPhone', () => {
  it('writes a Dominican number one way, whatever its spaces, dashes or +1', async () => {
    const { formatDominicanPhone } = await import('./phone');
    for (const typed of ['+1 809 555 0100', '18095550100', '(809) 555-0100', '809.555.0100'])
      expect(formatDominicanPhone(typed), typed).toBe('809-555-0100');
    expect(formatDominicanPhone(' +34 600 000 000 ')).toBe('+34 600 000 000');
  });
});
