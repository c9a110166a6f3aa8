// The statistics chart (the owner's tab and the features demo): bars drawn as SVG (decision 016), one per day, or
// per week (90 days) or month (12 months) so a phone's width still shows each bar.
import type { Insights, InsightKind } from '@drd/shared/api/analytics';
import { INSIGHT_LABELS } from '@drd/shared/insights-text';

type Day = Insights['series'][number];

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const dayLabel = (date: string) =>
  `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/** Groups the days into the bars the period shows: days, weeks (90) or months (365). */
export function chartBars(series: Day[], kind: InsightKind): { label: string; value: number }[] {
  const days = series.length;
  const keyOf = (d: Day, i: number) =>
    days > 90 ? d.date.slice(0, 7) : days > 30 ? String(Math.floor((days - 1 - i) / 7)) : d.date;
  const bars = new Map<string, { label: string; value: number }>();
  series.forEach((d, i) => {
    const key = keyOf(d, i);
    const label =
      days > 90
        ? `${MONTHS[Number(d.date.slice(5, 7)) - 1]} ${d.date.slice(2, 4)}`
        : dayLabel(d.date);
    const bar = bars.get(key) ?? { label, value: 0 };
    bar.value += d[kind];
    bars.set(key, bar);
  });
  return [...bars.values()];
}

const W = 320;
const H = 100;

export function StatsChart({ series, kind }: { series: Day[]; kind: InsightKind }) {
  const bars = chartBars(series, kind);
  const max = Math.max(1, ...bars.map((b) => b.value));
  const step = W / bars.length;
  const gap = Math.min(4, step * 0.25);
  const total = bars.reduce((n, b) => n + b.value, 0);
  const first = bars[0]?.label ?? '';
  const last = bars.at(-1)?.label ?? '';
  // The bars stretch to the box (a fixed height at every width); the words stay HTML, unstretched.
  return (
    <figure className="space-y-1 text-xs text-slate-600">
      <p className="text-right">máx. {max.toLocaleString('es-DO')}</p>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="h-36 w-full sm:h-44"
        role="img"
        aria-label={`${INSIGHT_LABELS[kind].label}: ${total} en total, del ${first} al ${last}; máximo ${max}`}
      >
        {bars.map((b, i) => {
          const h = (b.value / max) * H;
          return (
            <rect
              key={i}
              x={i * step + gap / 2}
              y={H - h}
              width={Math.max(0.5, step - gap)}
              height={h}
              className="fill-brand-600"
            >
              <title>{`${b.label}: ${b.value}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between border-t border-slate-300 pt-1">
        <span>{first}</span>
        <span>{last}</span>
      </figcaption>
    </figure>
  );
}
