import { useState } from 'react';
import {
  COMMISSION_STATUSES,
  COMMISSION_STATUS_LABELS,
  type CommissionStatus,
  type DashboardCommission,
} from '@drd/shared/api/affiliates';
import { decimalToCents, formatUsdCents } from '@drd/shared/commission';
import { formatDate } from '@drd/shared/format';
import { filterCommissions, NO_FILTER, type CommissionFilter } from '../commission-filter';
import { usd } from '../money';
import { CommissionStatusBadge } from './status-badge';

const fieldClass = 'min-h-11 rounded-md border border-slate-300 bg-white px-3';

function describe(row: DashboardCommission) {
  const who = row.details.businessName ?? row.details.referredUsername ?? 'Pago';
  if (row.kind === 'adjustment') return `Ajuste por reembolso · ${who}`;
  const base = row.details.paymentAmount ? ` (15 % de ${usd(row.details.paymentAmount)}` : '';
  return `${who}${base}${base && row.details.bonus ? ' + bono del 20 %)' : base ? ')' : ''}`;
}

export function CommissionsTab({ commissions }: { commissions: DashboardCommission[] }) {
  const [filter, setFilter] = useState<CommissionFilter>(NO_FILTER);
  const rows = filterCommissions(commissions, filter);
  const total = rows.reduce((sum, r) => sum + decimalToCents(r.amount), 0);
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="sr-only">Filtrar comisiones</legend>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Estado
          <select
            className={fieldClass}
            value={filter.status}
            onChange={(e) =>
              setFilter({ ...filter, status: e.target.value as CommissionStatus | 'all' })
            }
          >
            <option value="all">Todos</option>
            {COMMISSION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {COMMISSION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Desde
          <input
            type="date"
            className={fieldClass}
            value={filter.from}
            onChange={(e) => setFilter({ ...filter, from: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Hasta
          <input
            type="date"
            className={fieldClass}
            value={filter.to}
            onChange={(e) => setFilter({ ...filter, to: e.target.value })}
          />
        </label>
        {(filter.status !== 'all' || filter.from || filter.to) && (
          <button
            type="button"
            onClick={() => setFilter(NO_FILTER)}
            className="min-h-11 rounded-md px-3 font-medium text-brand-800 hover:bg-brand-50"
          >
            Limpiar filtros
          </button>
        )}
      </fieldset>
      <p className="text-sm text-slate-600" aria-live="polite">
        {rows.length} {rows.length === 1 ? 'movimiento' : 'movimientos'} · suma{' '}
        {formatUsdCents(total)}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          {commissions.length === 0
            ? 'Aún no tienes comisiones. Llegan cuando un negocio referido paga su plan.'
            : 'Ninguna comisión coincide con el filtro.'}
        </p>
      ) : (
        <ul className="space-y-2" data-testid="commissions-list">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{describe(row)}</p>
                <p className="text-sm text-slate-600">
                  {formatDate(row.date)}
                  {row.status === 'pending' && row.approvesOn
                    ? ` · se aprueba el ${formatDate(row.approvesOn)}`
                    : ''}
                  {row.paidAt ? ` · pagada el ${formatDate(row.paidAt)}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-bold">{usd(row.amount)}</span>
                <CommissionStatusBadge status={row.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
