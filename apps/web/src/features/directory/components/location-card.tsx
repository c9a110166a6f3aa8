import { useState } from 'react';
import { LocateFixed, ShieldCheck, X } from 'lucide-react';
import { NEAR_ME_RADIUS_KM } from '@drd/shared/constants';
import {
  currentPosition,
  PositionError,
  POSITION_UNAVAILABLE,
} from '../../../lib/current-position';
import type { NearMe } from '../../../lib/filters';
import { saveLocation, useSavedLocation } from '../../../lib/saved-location';
import { useNearestPlace } from '../use-nearest-place';

/**
 * 'Cerca de mí': asks for the position once, then sorts by distance within 10 km. The position
 * is kept in this browser only and named by its nearest municipality; the URL carries the radius.
 */
export function LocationCard({
  near,
  onNear,
}: {
  near: NearMe | null;
  onNear: (near: NearMe | null) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const position = useSavedLocation();
  const place = useNearestPlace(near ? position : null);

  const locate = () => {
    setError(null);
    setLocating(true);
    currentPosition()
      .then((point) => {
        saveLocation(point);
        onNear({ radiusKm: NEAR_ME_RADIUS_KM });
      })
      .catch((failure: unknown) =>
        setError(failure instanceof PositionError ? failure.message : POSITION_UNAVAILABLE),
      )
      .finally(() => setLocating(false));
  };

  return (
    <section
      aria-label="Tu ubicación"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      {near && position ? (
        <div className="flex items-start gap-3">
          <LocateFixed className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
          <div className="flex-1 text-sm">
            <p className="font-semibold" data-testid="near-place">
              {place ? `Cerca de ${place.municipality}` : 'Ubicación activada'}
            </p>
            {place && <p className="text-slate-600">Provincia {place.province}</p>}
            <p className="mt-1 text-slate-700">
              Los negocios se ordenan por cercanía (a menos de {near.radiusKm} km).
            </p>
            <p className="mt-1 flex items-start gap-1 text-xs text-slate-600">
              <ShieldCheck className="mt-px size-3.5 shrink-0" aria-hidden />
              <span>
                Tu ubicación se guarda solo en este navegador. Se envía al servidor únicamente para
                ordenar los negocios por distancia: no se guarda allí ni aparece en los enlaces que
                compartes.
              </span>
            </p>
          </div>
          <button
            type="button"
            onClick={() => {
              saveLocation(null);
              onNear(null);
            }}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100"
            aria-label="Quitar ubicación"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <LocateFixed className="size-5 text-brand-700" aria-hidden />
          <p className="flex-1 text-sm text-slate-700">
            Activa tu ubicación para ver primero los negocios más cercanos.
          </p>
          <button
            type="button"
            onClick={locate}
            disabled={locating}
            className="min-h-11 rounded-md bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {locating ? 'Buscando tu ubicación...' : 'Activar ubicación'}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
