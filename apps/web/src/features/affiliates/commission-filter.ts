// The 'Historial de Comisiones' filter: by status and by date range (days in Santo Domingo).
import type { CommissionStatus, DashboardCommission } from '@drd/shared/api/affiliates';
import { DOMINICAN_UTC_OFFSET_MS } from '@drd/shared/constants';

export interface CommissionFilter {
  status: CommissionStatus | 'all';
  /** YYYY-MM-DD, inclusive; empty for no bound. */
  from: string;
  to: string;
}

export const NO_FILTER: CommissionFilter = { status: 'all', from: '', to: '' };

const localDay = (iso: string) =>
  new Date(new Date(iso).getTime() + DOMINICAN_UTC_OFFSET_MS).toISOString().slice(0, 10);

export function filterCommissions(rows: DashboardCommission[], filter: CommissionFilter) {
  return rows.filter((row) => {
    if (filter.status !== 'all' && row.status !== filter.status) return false;
    const day = localDay(row.date);
    if (filter.from && day < filter.from) return false;
    if (filter.to && day > filter.to) return false;
    return true;
  });
}
