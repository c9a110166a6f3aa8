import { describe, expect, it } from 'vitest';
import type { DashboardCommission } from '@drd/shared/api/affiliates';
import { filterCommissions, NO_FILTER } from './commission-filter';

const row = (id: number, status: DashboardCommission['status'], date: string) =>
  ({ id, status, date, amount: '1.00', kind: 'commission' }) as DashboardCommission;

const rows = [
  row(1, 'pending', '2026-11-18T14:00:00.000Z'),
  row(2, 'completed', '2026-10-01T03:00:00.000Z'), // 30 September in Santo Domingo
  row(3, 'cancelled', '2026-10-15T12:00:00.000Z'),
];

describe('filterCommissions', () => {
  it('keeps everything without a filter', () => {
    expect(filterCommissions(rows, NO_FILTER).map((r) => r.id)).toEqual([1, 2, 3]);
  });
  it('filters by status', () => {
    const paid = filterCommissions(rows, { ...NO_FILTER, status: 'completed' });
    expect(paid.map((r) => r.id)).toEqual([2]);
  });
  it('filters by days in Santo Domingo, both ends included', () => {
    const october = { ...NO_FILTER, from: '2026-10-01', to: '2026-10-31' };
    expect(filterCommissions(rows, october).map((r) => r.id)).toEqual([3]);
    const september = { ...NO_FILTER, from: '2026-09-30', to: '2026-09-30' };
    expect(filterCommissions(rows, september).map((r) => r.id)).toEqual([2]);
  });
});
