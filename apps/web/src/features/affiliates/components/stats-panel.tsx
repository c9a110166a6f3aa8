import type { AffiliateDashboard } from '@drd/shared/api/affiliates';
import { formatDate } from '@drd/shared/format';
import { usd } from '../money';

const MONTH_NAMES = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sep',
  'oct',
  'nov',
  'dic',
];
const monthLabel = (month: string) => {
  const [year, index] = month.split('-');
  return `${MONTH_NAMES[Number(index) - 1]} ${year}`;
};

/** The four totals, the next payout, and the last twelve months. */
export function StatsPanel({ data }: { data: AffiliateDashboard }) {
  const { stats, nextPayout } = data;
  const cards = [
    { label: 'Referidos', value: String(stats.totalReferrals) },
    { label: 'Comisión total', value: usd(stats.totalCommission) },
    { label: 'Pendiente', value: usd(stats.pendingCommission) },
    { label: 'Pagada', value: usd(stats.paidCommission) },
  ];
  const recent = data.monthly.slice(-6);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="affiliate-stats">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{card.label}</dt>
            <dd className="mt-1 text-xl font-bold break-words sm:text-2xl">{card.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-3 md:grid-cols-2">
        <section
          aria-labelledby="next-payout-title"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 id="next-payout-title" className="font-semibold">
            Próximo pago
          </h2>
          <p className="mt-1 text-2xl font-bold">{usd(nextPayout.estimate)}</p>
          <p className="mt-1 text-sm text-slate-700">
            Estimado para el {formatDate(`${nextPayout.date}T12:00:00.000Z`)}.{' '}
            {nextPayout.reachesMinimum
              ? 'Alcanza el mínimo de pago.'
              : `Se paga al acumular al menos ${usd(nextPayout.minimum)} aprobados; el saldo pasa al mes siguiente.`}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            Cada comisión queda pendiente 30 días (el plazo de reembolso) y luego se aprueba. Las
            aprobadas se pagan cada mes.
          </p>
        </section>
        <section
          aria-labelledby="monthly-title"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 id="monthly-title" className="font-semibold">
            Últimos meses
          </h2>
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-1 font-medium">
                  Mes
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Referidos
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Ganado
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Pagado
                </th>
              </tr>
            </thead>
            <tbody>
              {recent.map((m) => (
                <tr key={m.month} className="border-t border-slate-100">
                  <th scope="row" className="py-1 text-left font-normal">
                    {monthLabel(m.month)}
                  </th>
                  <td className="py-1 text-right">{m.referrals}</td>
                  <td className="py-1 text-right">{usd(m.earned)}</td>
                  <td className="py-1 text-right">{usd(m.paid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
