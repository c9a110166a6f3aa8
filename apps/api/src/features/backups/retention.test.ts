import { describe, expect, it } from 'vitest';
import { backupsToDelete } from './retention';

const name = (date: string, time = '030000') =>
  `drd-copia-${date.replaceAll('-', '')}-${time}.tar.gz`;

describe('backupsToDelete', () => {
  it('keeps the newest of the last 7 days and of the last 4 weeks', () => {
    // 40 nightly backups from 2026-10-29 to 2026-12-07, and a manual one on the last day.
    const days = Array.from({ length: 40 }, (_, i) =>
      new Date(Date.UTC(2026, 9, 29 + i)).toISOString().slice(0, 10),
    );
    const names = [...days.map((d) => name(d)), name('2026-12-07', '101500'), 'otro-archivo.txt'];
    const deleted = backupsToDelete(names);
    const kept = names.filter((n) => !deleted.includes(n) && n !== 'otro-archivo.txt');
    const expected = [
      // The 7 days: on 12-07 the manual backup is that day's newest.
      name('2026-12-07', '101500'),
      ...['12-06', '12-05', '12-04', '12-03', '12-02', '12-01'].map((d) => name(`2026-${d}`)),
      // The 4 weeks (from Mondays 12-07, 11-30, 11-23, 11-16): the last two add their Sundays.
      name('2026-11-29'),
      name('2026-11-22'),
    ];
    expect([...kept].sort()).toEqual([...expected].sort());
    expect(deleted).not.toContain('otro-archivo.txt');
    expect(deleted).toContain(name('2026-12-07'));
  });
});
