// The 'horario' column as people write it: 'lun-vie 8:00-17:00; sáb 8:00-12:00/14:00-18:00;
// dom cerrado', or '24 horas'. Days not named are closed; an empty cell means hours unknown.
import { WEEKDAYS } from '@drd/shared/constants';
import type { DayHours, OpeningHours } from '@drd/shared/opening-hours';
import { normalizeText } from '@drd/shared/slug';

const DAY_NAMES: Record<string, number> = {
  lun: 0,
  lunes: 0,
  mar: 1,
  martes: 1,
  mie: 2,
  miercoles: 2,
  jue: 3,
  jueves: 3,
  vie: 4,
  viernes: 4,
  sab: 5,
  sabado: 5,
  dom: 6,
  domingo: 6,
};
const TIME = /^(\d{1,2})(?::(\d{2}))?$/;

export const HOURS_ERROR =
  'Horario ilegible: usa «lun-vie 8:00-17:00; sáb 8:00-12:00», con dos horarios como «8:00-12:00/14:00-18:00»';

function time(text: string): string | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return `${String(hours % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

function days(text: string): number[] | null {
  const result: number[] = [];
  for (const part of text.split('/')) {
    const [from, to] = part.split('-').map((d) => DAY_NAMES[d.trim().replace(/\.$/, '')]);
    if (from === undefined) return null;
    if (part.includes('-') && to === undefined) return null;
    for (let d = from; ; d = (d + 1) % 7) {
      result.push(d);
      if (to === undefined || d === to) break;
    }
  }
  return result;
}

function ranges(text: string): DayHours | null {
  if (text === 'cerrado') return { closed: true, ranges: [{ open: '00:00', close: '00:00' }] };
  if (text === '24 horas' || text === '24h') {
    return { closed: false, ranges: [{ open: '00:00', close: '00:00' }] };
  }
  const parts = text.split('/').map((range) => range.split('-').map(time));
  if (parts.length > 2) return null;
  const list = parts.map(([open, close, extra]) =>
    open && close && extra === undefined ? { open, close } : null,
  );
  if (list.some((r) => r === null)) return null;
  return { closed: false, ranges: list as { open: string; close: string }[] };
}

/** The week, `{}` when the cell is empty (unknown hours), or null when it cannot be read. */
export function parseHours(cell: string): OpeningHours | Record<string, never> | null {
  const text = normalizeText(cell).replace(/\s*([-/:])\s*/g, '$1');
  if (text === '') return {};
  if (text === '24 horas' || text === '24h') return parseHours('lun-dom 24 horas');
  const closedDay: DayHours = { closed: true, ranges: [{ open: '00:00', close: '00:00' }] };
  const week = WEEKDAYS.map(() => closedDay);
  for (const group of text
    .split(/[;,]/)
    .map((g) => g.trim())
    .filter(Boolean)) {
    const space = group.indexOf(' ');
    if (space < 0) return null;
    const which = days(group.slice(0, space));
    const hours = ranges(group.slice(space + 1).trim());
    if (!which || !hours) return null;
    for (const d of which) week[d] = hours;
  }
  return Object.fromEntries(WEEKDAYS.map((day, i) => [day, week[i]])) as OpeningHours;
}
