// How a special date reads in the profile and the panel: '25 de diciembre', 'Del 24 al 26 de
// diciembre'; 'Cerrado' or '09:00 – 13:00'. Pure and zod-free, for the first-load bundle.
import { dayAndMonth, type SpecialHours } from './hours-exceptions';

/** '25 de diciembre', or 'Del 24 al 26 de diciembre' / 'Del 30 de diciembre al 2 de enero'. */
export function specialDateText(s: Pick<SpecialHours, 'date' | 'endDate'>): string {
  if (!s.endDate || s.endDate === s.date) return dayAndMonth(s.date);
  const sameMonth = s.date.slice(0, 7) === s.endDate.slice(0, 7);
  const from = sameMonth ? String(Number(s.date.slice(8, 10))) : dayAndMonth(s.date);
  return `Del ${from} al ${dayAndMonth(s.endDate)}`;
}

/** 'Cerrado', or the day's ranges '09:00 – 13:00, 15:00 – 18:00'. */
export function specialHoursText(s: Pick<SpecialHours, 'closed' | 'ranges'>): string {
  if (s.closed || !s.ranges?.length) return 'Cerrado';
  return s.ranges.map((r) => `${r.open} – ${r.close}`).join(', ');
}
