import { describe, expect, it } from 'vitest';
import { LOCALE, TIME_ZONE } from './constants';
import {
  formatCount,
  formatDate,
  formatMonth,
  formatDateTime,
  formatMoneyDOP,
  formatRating,
  formatThousands,
  formatUsd,
  initials,
  ratingStars,
} from './format';

// ICU may put a (narrow) no-break space inside 'p. m.'; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatCount', () => {
  it('separates thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('shows 0 for a missing number', () => {
    expect(formatCount(Number.NaN)).toBe('0');
  });

  it('writes numbers as en-US Intl does, without loading it', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    // A deterministic spread of sizes and decimals, halves included (where rounding differs).
    for (let i = 1; i < 5000; i++) {
      const n = ((i * 7919) % 100_003) * 10 ** ((i % 9) - 3) * (i % 5 === 0 ? -1 : 1);
      const value = Math.round(n * 1000) / 1000;
      if (Math.abs(value) >= 0.5) expect(formatCount(value)).toBe(intl.format(value));
      if (Math.abs(value) >= 0.005)
        expect(formatMoneyDOP(value)).toBe(`RD$ ${cents.format(value)}`);
    }
  });
});

describe('formatThousands', () => {
  it('shows small counts as they are', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(999)).toBe('999');
  });

  it('shows thousands with one decimal, rounded down', () => {
    expect(formatThousands(1000)).toBe('1K');
    expect(formatThousands(12345)).toBe('12.3K');
    expect(formatThousands(12399)).toBe('12.3K');
    expect(formatThousands(12000)).toBe('12K');
    expect(formatThousands(1234567)).toBe('1,234.5K');
  });

  it('shows 0 for a missing number', () => {
    expect(formatThousands(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('money', () => {
  it('formats pesos with RD$ and two decimals', () => {
    expect(formatMoneyDOP(1250)).toBe('RD$ 1,250.00');
    expect(formatMoneyDOP(0)).toBe('RD$ 0.00');
    expect(formatMoneyDOP(99.999)).toBe('RD$ 100.00');
    expect(formatMoneyDOP(1234567.5)).toBe('RD$ 1,234,567.50');
  });

  it('formats dollars whole unless there are cents', () => {
    expect(formatUsd(25)).toBe('US$ 25');
    expect(formatUsd(1400)).toBe('US$ 1,400');
    expect(formatUsd(12.5)).toBe('US$ 12.50');
    expect(formatUsd(Number.NaN)).toBe('US$ 0');
  });
});

describe('dates', () => {
  it('formats a date in es-DO in Dominican time', () => {
    expect(formatDate(new Date('2026-11-22T12:00:00Z'))).toBe('22 de noviembre de 2026');
    // 02:00 UTC is still the evening before in Santo Domingo.
    expect(formatDate('2026-11-22T02:00:00Z')).toBe('21 de noviembre de 2026');
  });

  it('keeps a bare calendar date on its own day', () => {
    expect(formatDate('2026-11-22')).toBe('22 de noviembre de 2026');
  });

  it('formats date and time in Dominican time', () => {
    expect(plain(formatDateTime('2026-11-22T18:05:00Z'))).toBe(
      '22 de noviembre de 2026 a las 2:05 p. m.',
    );
    expect(plain(formatDateTime(new Date('2026-11-22T03:05:00Z')))).toBe(
      '21 de noviembre de 2026 a las 11:05 p. m.',
    );
    expect(plain(formatDateTime('2026-01-01T04:00:00Z'))).toBe(
      '1 de enero de 2026 a las 12:00 a. m.',
    );
    expect(plain(formatDateTime('2026-01-01T16:30:00Z'))).toBe(
      '1 de enero de 2026 a las 12:30 p. m.',
    );
  });

  it('keeps the time on one line', () => {
    expect(formatDateTime('2026-11-22T18:05:00Z')).toMatch(/2:05\u00a0p\.\u00a0m\.$/);
  });

  // Written without Intl (its es-DO formatter is slow to build); this holds the wording to what
  // Intl writes for a sample of dates and hours, spaces aside.
  it('writes what Intl writes for es-DO in Dominican time', () => {
    // The time zone's rules, not our fixed offset, are the reference.
    const day = { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE } as const;
    const date = new Intl.DateTimeFormat(LOCALE, day);
    const dateTime = new Intl.DateTimeFormat(LOCALE, {
      ...day,
      hour: 'numeric',
      minute: '2-digit',
    });
    // ICU versions differ on the joint between date and time (', ' or ' a las ').
    const joint = (text: string) => plain(text).replace(/, (\d)/, ' a las $1');
    for (let hour = 0; hour < 24 * 400; hour += 37) {
      const when = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + (hour % 60) * 60_000);
      expect(formatDate(when)).toBe(plain(date.format(when)));
      expect(joint(formatDateTime(when))).toBe(joint(dateTime.format(when)));
    }
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });
});

describe('rating', () => {
  it('divides by ten with one decimal', () => {
    expect(ratingStars(45)).toBe(4.5);
    expect(ratingStars(43)).toBe(4.3);
    expect(ratingStars(0)).toBe(0);
    expect(ratingStars(50)).toBe(5);
  });

  it('caps at five and floors at zero', () => {
    expect(ratingStars(75)).toBe(5);
    expect(ratingStars(-10)).toBe(0);
    expect(ratingStars(Number.NaN)).toBe(0);
  });

  it('rounds to one decimal', () => {
    expect(ratingStars(42.46)).toBe(4.2);
    expect(ratingStars(42.5)).toBe(4.3);
  });

  it('formats as text with one decimal', () => {
    expect(formatRating(45)).toBe('4.5');
    expect(formatRating(40)).toBe('4.0');
    expect(formatRating(99)).toBe('5.0');
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Supermercado Nacional')).toBe('SN');
    expect(initials('pizzería napoli express')).toBe('PN');
  });

  it('skips connector words', () => {
    expect(initials('Farmacia de la Esperanza')).toBe('FE');
    expect(initials('El Colmado y La Bodega')).toBe('CB');
  });

  it('gives one initial for a single word', () => {
    expect(initials('Ferretería')).toBe('F');
    expect(initials('La Sirena')).toBe('S');
  });

  it('keeps accented letters and skips leading punctuation', () => {
    expect(initials('"Élite" Óptica')).toBe('ÉÓ');
    expect(initials('(24) Horas Bar')).toBe('2H');
  });

  it('falls back to connectors when nothing else is left', () => {
    expect(initials('La Y')).toBe('LY');
  });

  it('is empty for an empty name', () => {
    expect(initials('')).toBe('');
    expect(initials('  - ')).toBe('');
  });
});

describe('formatMoneyDOP rounding', () => {
  it('rounds the written amount half up, not its binary approximation', () => {
    expect(formatMoneyDOP(630.165)).toBe('RD$ 630.17');
    expect(formatMoneyDOP(1250)).toBe('RD$ 1,250.00');
  });
});

describe('formatMonth', () => {
  it('names a payout period in Spanish', () => {
    expect(formatMonth('2026-12')).toBe('diciembre de 2026');
    expect(formatMonth('2027-01')).toBe('enero de 2027');
    expect(formatMonth('2027-13')).toBe('2027-13');
  });
});
