// The wizard's hours step (issue 41, decision 040): empty until the owner answers. The common
// shapes are explicit choices; each shows only what it needs (the times, the days closed, a
// second range for a break at noon) and the week is built from those answers alone.
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from '@drd/shared/constants';
import { MAX_RANGES, type OpeningHours, type TimeRange } from '@drd/shared/opening-hours';
import { Button } from '../../../components/form/button';
import { controlClass } from '../../../components/form/field';
import { OpeningHoursEditor } from '../../../components/form/opening-hours-editor';
import { firstMessage } from '../../../lib/first-message';
import {
  closedDaysOf,
  HOURS_SHAPE_LABELS,
  HOURS_SHAPES,
  sameOf,
  startOfEach,
  weekAllDay,
  weekOfSame,
  type HoursShape,
  type SameHours,
} from '../hours-shape';
import type { WizardValues } from '../wizard-values';

/** The days the business closes, for the same-hours and 24-hour shapes. */
function ClosedDays({
  value,
  onChange,
}: {
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-700">Días que cierras</legend>
      <p className="text-xs text-slate-600">
        Marca los días que no abres; si abres todos, ninguno.
      </p>
      <div className="mt-1 grid grid-cols-2 gap-x-2 sm:grid-cols-4">
        {WEEKDAYS.map((day) => (
          <label
            key={day}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-1 text-sm text-slate-800 hover:bg-slate-50"
          >
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={value.includes(day)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? WEEKDAYS.filter((d) => d === day || value.includes(d))
                    : value.filter((d) => d !== day),
                )
              }
            />
            {WEEKDAY_LABELS[day]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One range's two times, empty until typed. */
function RangeFields({
  range,
  second,
  onChange,
}: {
  range: TimeRange;
  second: boolean;
  onChange: (range: TimeRange) => void;
}) {
  const which = second ? ' (segundo horario)' : '';
  return (
    <div className="flex items-end gap-2">
      <label className="min-w-0 flex-1 text-sm font-medium text-slate-700">
        Abre a las{which}
        <input
          type="time"
          className={`${controlClass(undefined)} mt-1`}
          value={range.open}
          onChange={(e) => onChange({ ...range, open: e.target.value })}
        />
      </label>
      <span aria-hidden className="pb-3">
        –
      </span>
      <label className="min-w-0 flex-1 text-sm font-medium text-slate-700">
        Cierra a las{which}
        <input
          type="time"
          className={`${controlClass(undefined)} mt-1`}
          value={range.close}
          onChange={(e) => onChange({ ...range, close: e.target.value })}
        />
      </label>
    </div>
  );
}

/** The same one or two ranges every day the business opens. */
function SameEveryDay({
  value,
  onChange,
}: {
  value: SameHours;
  onChange: (value: SameHours) => void;
}) {
  const setRange = (index: number, range: TimeRange) =>
    onChange({ ...value, ranges: value.ranges.map((r, i) => (i === index ? range : r)) });
  return (
    <div className="space-y-3">
      {value.ranges.map((range, index) => (
        <RangeFields
          key={index}
          range={range}
          second={index > 0}
          onChange={(r) => setRange(index, r)}
        />
      ))}
      {value.ranges.length < MAX_RANGES ? (
        <Button
          variant="ghost"
          className="px-2 text-sm"
          onClick={() => onChange({ ...value, ranges: [...value.ranges, { open: '', close: '' }] })}
        >
          <Plus className="size-4" aria-hidden />
          Agregar horario partido (cierro al mediodía)
        </Button>
      ) : (
        <Button
          variant="ghost"
          className="px-2 text-sm"
          onClick={() => onChange({ ...value, ranges: value.ranges.slice(0, 1) })}
        >
          <X className="size-4" aria-hidden />
          Quitar horario partido
        </Button>
      )}
      <p className="text-xs text-slate-600">
        Si cierras después de medianoche, pon la hora de cierre tal cual (por ejemplo, de 20:00 a
        02:00).
      </p>
      <ClosedDays
        value={value.closedDays}
        onChange={(closedDays) => onChange({ ...value, closedDays })}
      />
    </div>
  );
}

export function StepHours() {
  const { control, getValues, setValue } = useFormContext<WizardValues>();
  const [shape, setShape] = useState<HoursShape | ''>(() => getValues('hoursShape'));
  // The same-hours answers as typed (a time may still be empty); the week follows when complete.
  const [same, setSame] = useState<SameHours>(() =>
    getValues('hoursShape') === 'same' ? sameOf(getValues('openingHours')) : sameOf(null),
  );
  const [closedAllDay, setClosedAllDay] = useState<Weekday[]>(() =>
    getValues('hoursShape') === 'allDay' ? closedDaysOf(getValues('openingHours')) : [],
  );

  return (
    <Controller
      control={control}
      name="openingHours"
      render={({ field, fieldState }) => {
        const error = firstMessage(fieldState.error);
        const setHours = (week: OpeningHours | null) => field.onChange(week);
        const choose = (next: HoursShape) => {
          setShape(next);
          setValue('hoursShape', next);
          // Each choice sends only its own answers: an unfinished one sends nothing yet.
          if (next === 'same') setHours(weekOfSame(same));
          if (next === 'allDay') setHours(weekAllDay(closedAllDay));
          if (next === 'each') setHours(startOfEach(field.value));
        };
        return (
          <div className="space-y-4">
            <fieldset
              className="min-w-0"
              aria-describedby={error ? 'drd-hours-error' : 'drd-hours-help'}
            >
              <legend className="text-base font-semibold text-slate-900">
                ¿Cuándo abres? <span aria-hidden>*</span>
              </legend>
              <p id="drd-hours-help" className="text-sm text-slate-600">
                Tus clientes lo ven en tu perfil y en «Abierto ahora». Elige cómo es tu horario.
              </p>
              <div className="mt-2 grid gap-2">
                {HOURS_SHAPES.map((option, index) => (
                  <label
                    key={option}
                    className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                      shape === option
                        ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                        : 'border-slate-300 bg-white'
                    }`}
                  >
                    <input
                      type="radio"
                      name="hoursShape"
                      // The first choice takes the focus when 'Siguiente' finds no hours.
                      ref={index === 0 ? field.ref : undefined}
                      className="mt-0.5 size-5 shrink-0 accent-brand-700"
                      checked={shape === option}
                      onChange={() => choose(option)}
                      onBlur={field.onBlur}
                    />
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">
                        {HOURS_SHAPE_LABELS[option].label}
                      </span>
                      <span className="block text-sm text-slate-600">
                        {HOURS_SHAPE_LABELS[option].hint}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            {shape === 'same' && (
              <SameEveryDay
                value={same}
                onChange={(next) => {
                  setSame(next);
                  setHours(weekOfSame(next));
                }}
              />
            )}
            {shape === 'allDay' && (
              <ClosedDays
                value={closedAllDay}
                onChange={(days) => {
                  setClosedAllDay(days);
                  setHours(weekAllDay(days));
                }}
              />
            )}
            {shape === 'each' && field.value && (
              <OpeningHoursEditor
                legend="Horario de cada día"
                value={field.value}
                onChange={(week) => setHours(week)}
              />
            )}
            {error && (
              <p id="drd-hours-error" role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
