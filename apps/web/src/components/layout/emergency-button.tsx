import { useId, useRef } from 'react';
import { Siren } from 'lucide-react';
import { EMERGENCY_PHONE } from '@drd/shared/constants';

// 44 CSS px, not rem: with large text the button grows with its text only.
const TRIGGER =
  'inline-flex min-h-[44px] shrink-0 items-center gap-1.5 rounded-full bg-red-600 px-4 font-bold text-white shadow hover:bg-red-700';
/** A phone's: a round button in the header's top row, beside the menu (the number, no icon). */
const COMPACT =
  'inline-flex min-h-[44px] min-w-[44px] shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-sm font-bold text-white shadow ring-2 ring-white/70 hover:bg-red-700';

/**
 * Always one tap from the emergency line, in the header at every width (on a phone a round button
 * beside the menu, which scrolls with nothing under it: issue 41 measured the old bar at the foot
 * of the screen covering 57 px of every page), and one more to confirm: a pocket
 * tap or a missed tap on a nearby control must not dial 911. A native <dialog> (focus trap,
 * Escape) costs no script.
 */
export function EmergencyButton({
  compact = false,
  className = '',
}: {
  compact?: boolean;
  className?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`Emergencias ${EMERGENCY_PHONE}`}
        onClick={() => dialog.current?.showModal()}
        className={`${compact ? COMPACT : TRIGGER} ${className}`}
      >
        {!compact && <Siren className="size-5" aria-hidden />}
        {EMERGENCY_PHONE}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        // A tap on the dimmed backdrop (the dialog element itself, outside its box) cancels.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="m-auto w-[min(24rem,calc(100%-2rem))] rounded-2xl p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
      >
        <div className="p-5">
          <h2 id={titleId} className="text-xl font-bold">
            ¿Llamar al {EMERGENCY_PHONE}?
          </h2>
          <p className="mt-2 text-slate-700">
            Se abrirá la llamada a la línea de emergencias: policía, ambulancia y bomberos.
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={close}
              className="min-h-11 rounded-md border border-slate-300 px-4 font-semibold hover:bg-slate-50"
            >
              Cancelar
            </button>
            <a
              href={`tel:${EMERGENCY_PHONE}`}
              onClick={close}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-md bg-red-600 px-4 font-bold text-white hover:bg-red-700"
            >
              <Siren className="size-5" aria-hidden /> Llamar al {EMERGENCY_PHONE}
            </a>
          </div>
        </div>
      </dialog>
    </>
  );
}
