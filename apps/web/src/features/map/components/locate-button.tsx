import { useState } from 'react';
import { LocateFixed, LoaderCircle } from 'lucide-react';
import {
  currentPosition,
  POSITION_UNAVAILABLE,
  PositionError,
  type Position,
} from '../../../lib/current-position';

/** 'Mi ubicación': reads the position once and hands it over; says in Spanish why it could not. */
export function LocateButton({ onLocated }: { onLocated: (position: Position) => void }) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = () => {
    setError(null);
    setLocating(true);
    currentPosition()
      .then(onLocated)
      .catch((failure: unknown) =>
        setError(failure instanceof PositionError ? failure.message : POSITION_UNAVAILABLE),
      )
      .finally(() => setLocating(false));
  };

  return (
    <div className="flex max-w-64 flex-col items-start gap-2">
      <button
        type="button"
        onClick={locate}
        disabled={locating}
        aria-label="Mi ubicación"
        title="Mi ubicación"
        aria-busy={locating}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md bg-white px-3 text-sm font-semibold text-slate-800 shadow-md ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-80"
      >
        {locating ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
        ) : (
          <LocateFixed className="size-4 text-brand-700" aria-hidden />
        )}
        {/* On a phone the icon alone: the words, growing with large text, would cover the map. */}
        <span className="max-sm:hidden">Mi ubicación</span>
      </button>
      {error && (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 shadow-md ring-1 ring-red-200"
        >
          {error}
        </p>
      )}
    </div>
  );
}
