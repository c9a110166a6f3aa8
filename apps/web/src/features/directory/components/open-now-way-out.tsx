import { Clock, MapPinned } from 'lucide-react';
import type { OpenNowWayOut as Counts } from '@drd/shared/api/businesses';
import { formatCount } from '@drd/shared/format';

export interface WayOutActions {
  /** The same search open now in the whole province; absent where the page fixes the place. */
  toProvince?: () => void;
  withoutOpenNow: () => void;
}

const plural = (n: number) => `${formatCount(n)} ${n === 1 ? 'negocio' : 'negocios'}`;
const button =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md px-4 text-sm font-semibold';

/** An empty 'Abierto ahora' result: the nearest wider searches, each with what it would find. */
export function OpenNowWayOut({ counts, actions }: { counts: Counts; actions: WayOutActions }) {
  const inProvince = actions.toProvince ? counts.openNowInProvince : null;
  const options = (inProvince ?? 0) > 0 || counts.withoutOpenNow > 0;
  return (
    <div
      className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
      data-testid="open-now-way-out"
    >
      <Clock className="mx-auto size-10 text-slate-400" aria-hidden />
      <p className="mt-3 text-lg font-semibold">Ningún negocio abierto ahora con estos filtros</p>
      <p className="mt-1 text-slate-600">
        {options ? 'Prueba una de estas opciones:' : 'Prueba con menos filtros.'}
      </p>
      <div className="mt-4 flex flex-col justify-center gap-2 sm:flex-row">
        {inProvince !== null && inProvince > 0 && (
          <button
            type="button"
            onClick={actions.toProvince}
            className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
          >
            <MapPinned className="size-4" aria-hidden /> Abiertos ahora en toda la provincia (
            {plural(inProvince)})
          </button>
        )}
        {counts.withoutOpenNow > 0 && (
          <button
            type="button"
            onClick={actions.withoutOpenNow}
            className={`${button} border border-slate-300 hover:bg-slate-50`}
          >
            <Clock className="size-4" aria-hidden /> Ver aquí a cualquier hora (
            {plural(counts.withoutOpenNow)})
          </button>
        )}
      </div>
    </div>
  );
}
