import { useState } from 'react';
import type { InsightKind, Insights } from '@drd/shared/api/analytics';
import { changeOf, INSIGHT_LABELS, INSIGHT_ORDER } from '@drd/shared/insights-text';
import { StatsChart } from '../../../components/stats/stats-chart';
import { PlanLink } from './plan-link';

/** The owner's 'Estadísticas' for 30 days, as the panel draws them: totals, change and chart. */
export function StatsDemo({ insights }: { insights: Insights }) {
  const [kind, setKind] = useState<InsightKind>('views');
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Mira cuántas personas ven tu perfil y cuántas te llaman, te escriben o piden cómo llegar,
        día por día y comparado con el periodo anterior. Estas son las cifras de los últimos{' '}
        {insights.days} días.
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Totales de 30 días">
        {INSIGHT_ORDER.map((k) => {
          const change = changeOf(insights.totals[k], insights.previous[k]);
          return (
            <li key={k}>
              <button
                type="button"
                aria-pressed={k === kind}
                onClick={() => setKind(k)}
                className={`w-full rounded-lg p-3 text-left ring-1 ${k === kind ? 'bg-brand-50 ring-brand-600' : 'bg-white ring-slate-200 hover:bg-slate-50'}`}
              >
                <span className="block text-sm text-slate-700">{INSIGHT_LABELS[k].label}</span>
                <span className="block text-2xl font-bold" data-testid={`showcase-${k}-total`}>
                  {insights.totals[k].toLocaleString('es-DO')}
                </span>
                <span className="block text-xs text-slate-600">
                  {change.text}
                  <span className="sr-only"> respecto al periodo anterior</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <section
        aria-label={`Gráfico: ${INSIGHT_LABELS[kind].label}`}
        className="rounded-lg bg-white p-3 ring-1 ring-slate-200"
      >
        <h3 className="mb-2 text-sm font-semibold">{INSIGHT_LABELS[kind].label}</h3>
        <StatsChart series={insights.series} kind={kind} />
      </section>
      <PlanLink feature="stats30" />
      <PlanLink feature="stats365" />
    </div>
  );
}
