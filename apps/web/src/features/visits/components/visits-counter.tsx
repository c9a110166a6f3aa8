import { Eye } from 'lucide-react';
import { formatCount } from '@drd/shared/format';
import { useGlobalVisits } from '../api/get-global-visits';

export function VisitsCounter() {
  const { data } = useGlobalVisits();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-brand-900 px-2.5 py-1 text-xs font-medium text-white"
      title="Visitas totales al directorio"
    >
      <Eye className="size-3.5" aria-hidden />
      <span className="sr-only">Visitas totales: </span>
      <span data-testid="visits-counter">{data ? formatCount(data.count) : '—'}</span>
    </span>
  );
}
