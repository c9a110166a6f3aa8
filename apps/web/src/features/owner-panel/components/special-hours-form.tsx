// Adding a special date: one day or a range, closed or one/two ranges. A closed day is in force at
// once; other hours wait for review like any fact.
import { useState, type FormEvent } from 'react';
import type { DayHours } from '@drd/shared/opening-hours';
import { Button } from '../../../components/form/button';
import { controlClass } from '../../../components/form/field';
import { RangeInputs, withSplit } from '../../../components/form/opening-hours-ranges';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useAddSpecialHours } from '../api/add-special-hours';

const OPEN_DAY: DayHours = { closed: false, ranges: [{ open: '09:00', close: '13:00' }] };

export function SpecialHoursForm({ businessId }: { businessId: number }) {
  const add = useAddSpecialHours(businessId);
  const [date, setDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [closed, setClosed] = useState(true);
  const [day, setDay] = useState<DayHours>(OPEN_DAY);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return setError('Elige la fecha');
    setError(null);
    add.mutate(
      { date, endDate: endDate || null, closed, ranges: closed ? null : day.ranges },
      {
        onSuccess: (entry) => {
          toast({
            title:
              entry.status === 'approved'
                ? 'Fecha especial guardada'
                : 'Horario especial enviado a revisión',
          });
          setDate('');
          setEndDate('');
        },
        onError: (e) => setError(serverMessage(e, 'No se pudo guardar la fecha especial')),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Agregar fecha especial" noValidate>
      <h3 className="font-semibold text-slate-900">Agregar fecha especial</h3>
      <div className="flex flex-wrap gap-3">
        <label className="text-sm text-slate-700">
          <span className="block font-medium">Fecha</span>
          <input
            type="date"
            required
            className={`${controlClass(undefined)} mt-1 w-44`}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
        <label className="text-sm text-slate-700">
          <span className="block font-medium">Hasta (opcional)</span>
          <input
            type="date"
            className={`${controlClass(undefined)} mt-1 w-44`}
            value={endDate}
            min={date || undefined}
            onChange={(e) => setEndDate(e.target.value)}
          />
        </label>
      </div>
      <fieldset className="flex flex-wrap gap-4 text-sm text-slate-800">
        <legend className="sr-only">Ese día</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name="special-kind"
            checked={closed}
            onChange={() => setClosed(true)}
          />
          Cerrado
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name="special-kind"
            checked={!closed}
            onChange={() => setClosed(false)}
          />
          Otro horario
        </label>
      </fieldset>
      {!closed && (
        <div className="flex flex-wrap items-center gap-2">
          <RangeInputs label="Ese día" hours={day} noteId={undefined} onDay={setDay} />
          {day.ranges.length < 2 && (
            <Button variant="ghost" className="text-sm" onClick={() => setDay(withSplit(day))}>
              Agregar horario partido
            </Button>
          )}
          <p className="w-full text-xs text-slate-600">
            Otro horario se publica cuando un administrador lo revisa.
          </p>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" pending={add.isPending} pendingText="Guardando...">
        Guardar fecha especial
      </Button>
    </form>
  );
}
