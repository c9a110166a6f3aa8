import { Eye, MessageCircle, Navigation, Phone, Globe } from 'lucide-react';
import { formatCount } from '@drd/shared/format';
import { SAMPLE_ANALYTICS, SAMPLE_DAILY_VIEWS } from '../../showcase-data';

const ICONS = {
  profileViews: Eye,
  phoneClicks: Phone,
  whatsappClicks: MessageCircle,
  websiteClicks: Globe,
  directionsClicks: Navigation,
} as const;

const max = Math.max(...SAMPLE_DAILY_VIEWS);
const min = Math.min(...SAMPLE_DAILY_VIEWS);

export function AnalyticsDemo() {
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Mira cuántas personas ven tu perfil y cuántas te llaman, te escriben o piden cómo llegar.
      </p>
      <dl className="grid grid-cols-fill gap-3 lg:grid-cols-5">
        {SAMPLE_ANALYTICS.map((figure) => {
          const Icon = ICONS[figure.key];
          return (
            <div
              key={figure.key}
              className="flex flex-col-reverse justify-end rounded-xl bg-white p-4 ring-1 ring-slate-200"
            >
              <dt className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                <Icon className="size-4 shrink-0" aria-hidden /> {figure.label}
              </dt>
              <dd className="text-2xl font-bold text-brand-700">{formatCount(figure.value)}</dd>
            </div>
          );
        })}
      </dl>
      <figure className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <figcaption className="font-semibold text-slate-900">
          Visitas al perfil, últimos 30 días
        </figcaption>
        <p className="sr-only">
          Entre {formatCount(min)} y {formatCount(max)} visitas al día.
        </p>
        <div
          className="mt-4 flex h-40 items-end gap-0.5 sm:gap-1"
          aria-hidden
          data-testid="views-chart"
        >
          {SAMPLE_DAILY_VIEWS.map((views, day) => (
            <span
              key={day}
              className="min-w-0 flex-1 rounded-t bg-brand-500"
              style={{ height: `${Math.round((views / max) * 100)}%` }}
              title={`Día ${day + 1}: ${formatCount(views)} visitas`}
            />
          ))}
        </div>
        <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden>
          <span>Hace 30 días</span>
          <span>Hoy</span>
        </div>
      </figure>
    </div>
  );
}
