// 'Estadísticas': the business's views and taps for a period the plan opens, against the period
// before, as totals and a chart; the periods the plan does not open are shown locked.
import { useState } from 'react';
import { Lock } from 'lucide-react';
import type { InsightKind, Insights } from '@drd/shared/api/analytics';
import { changeOf, INSIGHT_LABELS, INSIGHT_ORDER } from '@drd/shared/insights-text';
import {
  planIncludes,
  planName,
  planRequiredMessage,
  PLAN_FEATURES,
  STATS_PERIODS,
  type StatsPeriod,
} from '@drd/shared/plans';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoading } from '../../../components/ui/page-loading';
import { serverMessage } from '../../../lib/api-client';
import { useInsights } from '../api/get-insights';
import { StatsChart } from '../../../components/stats/stats-chart';

const PERIOD_LABELS: Record<StatsPeriod, string> = {
  7: '7 días',
  30: '30 días',
  90: '90 días',
  365: '12 meses',
};
const TREND = {
  up: 'text-emerald-800',
  down: 'text-red-800',
  same: 'text-slate-600',
};
const CHIP =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ring-1';

function PeriodChoice({
  packageId,
  days,
  onChange,
}: {
  packageId: number | null;
  days: StatsPeriod;
  onChange: (days: StatsPeriod) => void;
}) {
  return (
    <div role="group" aria-label="Periodo" className="flex flex-wrap gap-2">
      {STATS_PERIODS.map((p) => {
        const open = packageId === null || planIncludes(packageId, p.feature);
        if (!open) {
          return (
            <span
              key={p.days}
              className={`${CHIP} bg-slate-50 text-slate-500 ring-slate-200`}
              title={planRequiredMessage(p.feature)}
            >
              <Lock className="size-3.5" aria-hidden />
              {PERIOD_LABELS[p.days]}
              <span className="text-xs font-normal">
                · desde {planName(PLAN_FEATURES[p.feature].from)}
              </span>
            </span>
          );
        }
        const active = p.days === days;
        return (
          <button
            key={p.days}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(p.days)}
            className={`${CHIP} ${active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'}`}
          >
            {PERIOD_LABELS[p.days]}
          </button>
        );
      })}
    </div>
  );
}

function Totals({
  data,
  kind,
  onPick,
}: {
  data: Insights;
  kind: InsightKind;
  onPick: (kind: InsightKind) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Totales del periodo">
      {INSIGHT_ORDER.map((k) => {
        const change = changeOf(data.totals[k], data.previous[k]);
        const active = k === kind;
        return (
          <li key={k}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onPick(k)}
              data-testid={`stat-${k}`}
              className={`w-full rounded-lg p-3 text-left ring-1 ${active ? 'bg-brand-50 ring-brand-600' : 'bg-white ring-slate-200 hover:bg-slate-50'}`}
            >
              <span className="block text-sm text-slate-700">{INSIGHT_LABELS[k].label}</span>
              <span className="block text-2xl font-bold" data-testid={`stat-${k}-total`}>
                {data.totals[k].toLocaleString('es-DO')}
              </span>
              <span className={`block text-xs font-medium ${TREND[change.trend]}`}>
                {change.text}
                <span className="sr-only"> respecto al periodo anterior</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function SearchWords({ words }: { words: Insights['searchWords'] }) {
  return (
    <section aria-labelledby="busquedas" className="space-y-2">
      <h3 id="busquedas" className="font-semibold">
        Búsquedas que llevaron a tu perfil
      </h3>
      {words === null ? (
        <p className="flex items-start gap-2 text-sm text-slate-600">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
          {planRequiredMessage('searchWords')}.
        </p>
      ) : words.length === 0 ? (
        <p className="text-sm text-slate-600">
          Aún no hay palabras buscadas por al menos 3 visitantes en este periodo.
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {words.map((w) => (
            <li key={w.word} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
              {w.word}{' '}
              <span className="text-slate-600">
                · {w.visitors} {w.visitors === 1 ? 'visitante' : 'visitantes'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function StatsTab({ businessId }: { businessId: number }) {
  const [days, setDays] = useState<StatsPeriod>(30);
  const [kind, setKind] = useState<InsightKind>('views');
  const query = useInsights(businessId, days);
  const data = query.data;
  const empty = data && INSIGHT_ORDER.every((k) => data.totals[k] === 0);
  return (
    <div className="space-y-4">
      <PeriodChoice packageId={data?.packageId ?? null} days={days} onChange={setDays} />
      {query.isPending ? (
        <PageLoading label="Cargando estadísticas..." />
      ) : query.isError ? (
        <div className="space-y-3">
          <FormAlert title="No se pudieron cargar las estadísticas">
            {serverMessage(query.error, 'Revisa tu conexión e inténtalo de nuevo.')}
          </FormAlert>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <>
          <Totals data={query.data} kind={kind} onPick={setKind} />
          {empty ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">
              Aún no hay visitas ni toques en este periodo. Comparte tu perfil para que tus clientes
              te encuentren.
            </p>
          ) : (
            <section
              aria-label={`Gráfico: ${INSIGHT_LABELS[kind].label}`}
              className="rounded-lg bg-white p-3 ring-1 ring-slate-200"
            >
              <h3 className="mb-2 text-sm font-semibold">{INSIGHT_LABELS[kind].label}</h3>
              <StatsChart series={query.data.series} kind={kind} />
            </section>
          )}
          <SearchWords words={query.data.searchWords} />
          <p className="text-xs text-slate-600">
            Cada visitante cuenta una vez por hora y por botón. Los cambios se comparan con los{' '}
            {PERIOD_LABELS[days]} anteriores.
          </p>
        </>
      )}
    </div>
  );
}
