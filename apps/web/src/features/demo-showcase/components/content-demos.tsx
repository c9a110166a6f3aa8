// The owner content the demo business publishes, each type as it is: events, videos, menu and
// FAQs. A type it does not use has no section (features-showcase.tsx leaves it out).
import { CalendarDays, CirclePlay } from 'lucide-react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { formatEventTime, formatMoneyDOP } from '@drd/shared/format';
import { PlanLink } from './plan-link';

const CARD = 'rounded-xl bg-white p-4 ring-1 ring-slate-200';

export function EventsDemo({ events }: { events: BusinessDetail['events'] }) {
  return (
    <div>
      <p className="mb-4 text-slate-700">
        Anuncia tus eventos con fecha, lugar y precio; tu perfil los muestra mientras estén por
        venir.
      </p>
      <ul className="space-y-3">
        {events.map((e) => (
          <li key={e.id} className={CARD}>
            <p className="font-semibold text-slate-900">{e.title}</p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-brand-800">
              <CalendarDays className="size-4 shrink-0" aria-hidden />
              {formatEventTime(e.eventDate, e.eventEndDate)}
              {e.location ? ` · ${e.location}` : ''}
            </p>
            <p className="mt-2 text-sm text-slate-700">{e.description}</p>
            {e.price !== null && (
              <p className="mt-1 text-sm font-semibold">{formatMoneyDOP(e.price)}</p>
            )}
          </li>
        ))}
      </ul>
      <PlanLink feature="events" />
    </div>
  );
}

export function VideosDemo({ videos }: { videos: BusinessDetail['videos'] }) {
  return (
    <div>
      <p className="mb-4 text-slate-700">
        Muestra tu negocio en video: pega el enlace de YouTube y tu perfil lo presenta.
      </p>
      <ul className="space-y-3">
        {videos.map((v) => (
          <li key={v.id} className={CARD}>
            <a
              href={`https://www.youtube.com/watch?v=${v.embedId}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
            >
              <CirclePlay className="size-5 shrink-0" aria-hidden />
              {v.title ?? 'Video en YouTube'}
            </a>
          </li>
        ))}
      </ul>
      <PlanLink feature="videos" />
    </div>
  );
}

export function MenuDemo({ menu }: { menu: BusinessDetail['menu'] }) {
  return (
    <div>
      <p className="mb-4 text-slate-700">
        Publica tu menú con precios; tus platos también aparecen en las búsquedas del directorio.
      </p>
      <ul className={`${CARD} divide-y divide-slate-100`}>
        {menu.slice(0, 8).map((item) => (
          <li key={item.id} className="flex items-baseline justify-between gap-3 py-2">
            <span>
              <span className="font-medium text-slate-900">{item.itemName}</span>
              <span className="block text-xs text-slate-600">{item.sectionName}</span>
            </span>
            {item.price !== null && (
              <span className="shrink-0 text-sm font-semibold">{formatMoneyDOP(item.price)}</span>
            )}
          </li>
        ))}
      </ul>
      <PlanLink feature="menus" />
    </div>
  );
}

export function FaqsDemo({ faqs }: { faqs: BusinessDetail['faqs'] }) {
  return (
    <div>
      <p className="mb-4 text-slate-700">
        Responde una vez las preguntas que más te hacen: menos llamadas repetidas.
      </p>
      <ul className="space-y-3">
        {faqs.map((f) => (
          <li key={f.id} className={CARD}>
            <p className="font-semibold text-slate-900">{f.question}</p>
            <p className="mt-1 text-sm text-slate-700">{f.answer}</p>
          </li>
        ))}
      </ul>
      <PlanLink feature="faqs" />
    </div>
  );
}
