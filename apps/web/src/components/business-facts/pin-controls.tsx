// Under the map picker: 'Usar mi ubicación' (the owner standing at the door places the pin from
// the phone's position) and the pin's state. A pin never placed nor confirmed is the municipality's
// seat, and the listing then says 'Ubicación aproximada' (issue #32).
import { useState } from 'react';
import { CheckCircle2, Crosshair, MapPin } from 'lucide-react';
import { insideDominicanRepublic, OUTSIDE_DR_MESSAGE } from '@drd/shared/dr-bounds';
import { currentPosition, PositionError, POSITION_UNAVAILABLE } from '../../lib/current-position';
import type { LatLng } from '../map/picker-map';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold ring-1 disabled:opacity-60';

interface PinControlsProps {
  pinPlaced: boolean;
  approximateNote: boolean;
  /** A point from the phone (the map moves there) or the pin as it is (confirmed). */
  onPlace: (point: LatLng | null) => void;
}

export function PinControls({ pinPlaced, approximateNote, onPlace }: PinControlsProps) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = async () => {
    setLocating(true);
    setProblem(null);
    try {
      const point = await currentPosition();
      if (insideDominicanRepublic(point)) onPlace(point);
      else setProblem(OUTSIDE_DR_MESSAGE);
    } catch (error) {
      setProblem(error instanceof PositionError ? error.message : POSITION_UNAVAILABLE);
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className="space-y-2" data-testid="pin-controls">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void locate()}
          disabled={locating}
          className={`${BUTTON} bg-white text-brand-800 ring-brand-700 hover:bg-brand-50`}
        >
          <Crosshair className="size-4" aria-hidden />
          {locating ? 'Buscando tu ubicación...' : 'Usar mi ubicación'}
        </button>
        {!pinPlaced && (
          <button
            type="button"
            onClick={() => onPlace(null)}
            className={`${BUTTON} bg-white text-slate-800 ring-slate-300 hover:bg-slate-50`}
          >
            <MapPin className="size-4" aria-hidden />
            Confirmar esta ubicación
          </button>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <p className="text-sm" role="status">
        {pinPlaced ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-emerald-800">
            <CheckCircle2 className="size-4" aria-hidden />
            Ubicación confirmada
          </span>
        ) : (
          approximateNote && (
            <span className="text-amber-900">
              Hasta que marques o confirmes el punto, tu negocio mostrará «Ubicación aproximada».
            </span>
          )
        )}
      </p>
    </div>
  );
}
