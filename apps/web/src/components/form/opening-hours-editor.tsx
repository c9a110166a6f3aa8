// The week's opening hours, one row per day, for the registration wizard and the owner panel.
// A day has one or two ranges; a close earlier than the open means the business closes after
// midnight (a bar 20:00–02:00), as the directory's 'Abierto Ahora' reads it; the row says so.
import { useId } from 'react';
import { Check, Copy } from 'lucide-react';
import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from '@drd/shared/constants';
import type { DayHours, OpeningHours } from '@drd/shared/opening-hours';
import { Button } from './button';
import { dayHoursNote, RangeInputs } from './opening-hours-ranges';

interface OpeningHoursEditorProps {
  value: OpeningHours;
  onChange: (value: OpeningHours) => void;
  /** Shown under the whole editor (e.g. a server message about the hours). */
  error?: string | undefined;
  legend?: string;
}

function DayRow({
  day,
  hours,
  onDay,
  onCopy,
}: {
  day: Weekday;
  hours: DayHours;
  onDay: (hours: DayHours) => void;
  onCopy: () => void;
}) {
  const id = useId();
  const label = WEEKDAY_LABELS[day];
  const note = dayHoursNote(hours);
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-100 py-2 last:border-b-0">
      <span className="shrink-0 font-medium text-slate-800 sm:w-22">{label}</span>
      <label className="relative flex min-h-11 min-w-11 cursor-pointer items-center gap-2 rounded-md px-1 text-sm text-slate-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
        {/* The label is the checkbox's 44 px target; the box beside the word shows its state. */}
        <input
          type="checkbox"
          className="absolute inset-0 size-full cursor-pointer opacity-0"
          checked={!hours.closed}
          onChange={(e) => onDay({ ...hours, closed: !e.target.checked })}
          aria-label={`${label}: abierto`}
        />
        <span
          aria-hidden
          className={`flex size-5 items-center justify-center rounded border-2 ${
            hours.closed ? 'border-slate-400 bg-white' : 'border-brand-700 bg-brand-700 text-white'
          }`}
        >
          {!hours.closed && <Check className="size-3.5" strokeWidth={3} />}
        </span>
        {hours.closed ? 'Cerrado' : 'Abierto'}
      </label>
      {!hours.closed && (
        <RangeInputs
          label={label}
          hours={hours}
          noteId={note ? `${id}-note` : undefined}
          onDay={onDay}
        />
      )}
      <Button
        variant="ghost"
        className="ml-auto px-2 text-sm"
        onClick={onCopy}
        aria-label={`Copiar a todos los días el horario del ${label.toLowerCase()}`}
      >
        <Copy className="hidden size-4 sm:block" aria-hidden />
        Copiar a todos
      </Button>
      {note && (
        <p id={`${id}-note`} className="order-last w-full text-xs text-slate-600 sm:pl-24">
          {note}
        </p>
      )}
    </li>
  );
}

export function OpeningHoursEditor({
  value,
  onChange,
  error,
  legend = 'Horario de atención',
}: OpeningHoursEditorProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <p className="text-xs text-slate-600">
        Si cierras después de medianoche, pon la hora de cierre tal cual (por ejemplo, de 20:00 a
        02:00).
      </p>
      <ul className="mt-1">
        {WEEKDAYS.map((day) => (
          <DayRow
            key={day}
            day={day}
            hours={value[day]}
            onDay={(hours) => onChange({ ...value, [day]: hours })}
            onCopy={() =>
              onChange(
                Object.fromEntries(
                  WEEKDAYS.map((d) => [d, { ...value[day], ranges: [...value[day].ranges] }]),
                ) as OpeningHours,
              )
            }
          />
        ))}
      </ul>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
