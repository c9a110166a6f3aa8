import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import type { OpeningHours } from '@drd/shared/opening-hours';
import type { HoursExceptions } from '@drd/shared/hours-exceptions';
import { openingStatus } from '@drd/shared/opening-status';

const COLOURS = {
  open: 'text-emerald-700',
  'opens-at': 'text-amber-700',
  closed: 'text-red-700',
  'closed-today': 'text-red-700',
  unknown: 'text-slate-500',
  'temporarily-closed': 'text-red-700',
} as const;

/**
 * The card's status line, refreshed every minute so 'Cierra en 5 min' stays true; a temporary
 * closure or special dates (the profile's) win over the week.
 */
export function OpeningStatus({
  hours,
  closure,
  special,
}: {
  hours: OpeningHours | null;
  closure?: HoursExceptions['closure'];
  special?: HoursExceptions['special'];
}) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const status = openingStatus(hours, now, { closure, special });
  return (
    <p className={`flex items-center gap-1 text-sm font-medium ${COLOURS[status.kind]}`}>
      <Clock className="size-4" aria-hidden />
      <span data-testid="opening-status">{status.label}</span>
    </p>
  );
}
