// 'Horarios especiales' in the business's panel: the temporary closure, the coming holidays to
// close with one tap, the coming special dates with delete, and the form to add one.
import { CalendarX2, Trash2 } from 'lucide-react';
import type { HolidaySuggestion, SpecialHoursEntry } from '@drd/shared/api/hours';
import { dayAndMonth } from '@drd/shared/hours-exceptions';
import { specialDateText, specialHoursText } from '@drd/shared/special-hours-text';
import { Button } from '../../../components/form/button';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useAddSpecialHours } from '../api/add-special-hours';
import { useDeleteSpecialHours } from '../api/delete-special-hours';
import { useSpecialHours } from '../api/get-special-hours';
import { ClosureControl } from './closure-control';
import { SpecialHoursForm } from './special-hours-form';

const STATUS_TEXT: Record<SpecialHoursEntry['status'], string | null> = {
  approved: null,
  pending: 'En revisión',
  rejected: 'Rechazado',
};

function Suggestion({ businessId, holiday }: { businessId: number; holiday: HolidaySuggestion }) {
  const add = useAddSpecialHours(businessId);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
      <span>
        Se acerca {holiday.name} ({dayAndMonth(holiday.date)}): ¿abres ese día?
      </span>
      <Button
        variant="secondary"
        pending={add.isPending}
        pendingText="Guardando..."
        onClick={() =>
          add.mutate(
            { date: holiday.date, closed: true },
            {
              onSuccess: () => toast({ title: `Cerrado el ${dayAndMonth(holiday.date)}` }),
              onError: (e) =>
                toast({ title: serverMessage(e, 'No se pudo guardar'), variant: 'destructive' }),
            },
          )
        }
      >
        Cerraré ese día
      </Button>
    </li>
  );
}

function Entry({ businessId, entry }: { businessId: number; entry: SpecialHoursEntry }) {
  const remove = useDeleteSpecialHours(businessId);
  const status = STATUS_TEXT[entry.status];
  const when = specialDateText(entry);
  return (
    <li className="flex items-center justify-between gap-2 py-2" data-testid="special-date">
      <span className="min-w-0 text-sm">
        <span className="font-medium text-slate-900">{when}</span>: {specialHoursText(entry)}
        {status && <span className="ml-2 text-xs text-amber-800">({status})</span>}
      </span>
      <Button
        variant="ghost"
        className="shrink-0 px-2"
        aria-label={`Eliminar ${when}`}
        pending={remove.isPending}
        onClick={() => remove.mutate(entry.id)}
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </li>
  );
}

export function SpecialHoursCard({ businessId }: { businessId: number }) {
  const query = useSpecialHours(businessId);
  const page = query.data;
  return (
    <section
      aria-labelledby="horarios-especiales"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      data-testid="special-hours-card"
    >
      <h2 id="horarios-especiales" className="text-lg font-semibold">
        Horarios especiales
      </h2>
      <ClosureControl businessId={businessId} />
      {page && page.suggestions.length > 0 && (
        <ul className="space-y-2">
          {page.suggestions.map((h) => (
            <Suggestion key={h.date} businessId={businessId} holiday={h} />
          ))}
        </ul>
      )}
      {page && page.specialHours.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {page.specialHours.map((entry) => (
            <Entry key={entry.id} businessId={businessId} entry={entry} />
          ))}
        </ul>
      ) : (
        page && (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <CalendarX2 className="size-4" aria-hidden />
            No tienes fechas especiales próximas.
          </p>
        )
      )}
      <SpecialHoursForm businessId={businessId} />
    </section>
  );
}
