// A day's one or two ranges in the hours editor ('Agregar horario partido' for a day with a
// break, as most Dominican shops keep: 8:00–12:00 and 14:00–18:00).
import { Plus, X } from 'lucide-react';
import { MAX_RANGES, type DayHours, type TimeRange } from '@drd/shared/opening-hours';
import { Button } from './button';
import { controlClass } from './field';

/** What a day's hours mean, in words, when that is not obvious from the times. */
export function dayHoursNote(day: DayHours): string | null {
  if (day.closed) return null;
  if (day.ranges.some((r) => r.open === r.close)) return 'Abierto las 24 horas.';
  const late = day.ranges.find((r) => r.close < r.open);
  if (late) return `Cierra después de medianoche: a las ${late.close} del día siguiente.`;
  return null;
}

/** A second range after a break: a full day 08:00–17:00 becomes 08:00–12:00 and 14:00–17:00. */
export function withSplit(day: DayHours): DayHours {
  const first = day.ranges[0] ?? { open: '08:00', close: '17:00' };
  const breaksAtNoon = first.open < '12:00' && first.close > '14:00';
  return {
    ...day,
    ranges: [
      breaksAtNoon ? { ...first, close: '12:00' } : first,
      { open: '14:00', close: breaksAtNoon ? first.close : '18:00' },
    ],
  };
}

export function RangeInputs({
  label,
  hours,
  noteId,
  onDay,
}: {
  label: string;
  hours: DayHours;
  noteId: string | undefined;
  onDay: (hours: DayHours) => void;
}) {
  const setRange = (index: number, range: TimeRange) =>
    onDay({ ...hours, ranges: hours.ranges.map((r, i) => (i === index ? range : r)) });
  return (
    // On a phone the times take a line of their own, under the day and its buttons.
    <span className="order-last flex w-full flex-col gap-1 sm:order-none sm:w-auto">
      {hours.ranges.map((range, index) => {
        const which = index === 0 ? '' : ' (segundo horario)';
        return (
          <span key={index} className="flex items-center gap-2">
            <input
              type="time"
              aria-label={`${label}: abre a las${which}`}
              aria-describedby={noteId}
              className={`${controlClass(undefined)} min-w-0 flex-1 sm:w-[8.5rem] sm:flex-none`}
              value={range.open}
              onChange={(e) =>
                e.target.value && setRange(index, { ...range, open: e.target.value })
              }
            />
            <span aria-hidden>–</span>
            <input
              type="time"
              aria-label={`${label}: cierra a las${which}`}
              aria-describedby={noteId}
              className={`${controlClass(undefined)} min-w-0 flex-1 sm:w-[8.5rem] sm:flex-none`}
              value={range.close}
              onChange={(e) =>
                e.target.value && setRange(index, { ...range, close: e.target.value })
              }
            />
          </span>
        );
      })}
      {hours.ranges.length > 1 && (
        // Under the times rather than beside them: a phone has no width to spare there.
        <Button
          variant="ghost"
          className="self-start px-2 text-sm"
          onClick={() => onDay({ ...hours, ranges: hours.ranges.slice(0, 1) })}
          aria-label={`${label}: quitar el segundo horario`}
        >
          <X className="size-4" aria-hidden />
          Quitar horario partido
        </Button>
      )}
      {hours.ranges.length < MAX_RANGES && (
        <Button
          variant="ghost"
          className="self-start px-2 text-sm"
          onClick={() => onDay(withSplit(hours))}
          aria-label={`${label}: agregar horario partido`}
        >
          <Plus className="size-4" aria-hidden />
          Agregar horario partido
        </Button>
      )}
    </span>
  );
}
