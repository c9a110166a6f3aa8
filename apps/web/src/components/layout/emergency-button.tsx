import { useId, useRef, type ReactNode } from 'react';
import { Siren } from 'lucide-react';
import { EMERGENCY_PHONE } from '@drd/shared/constants';

// 44 CSS px, not rem: with large text the button grows with its text only, and the bar that
// holds it on a phone stays as small as it can.
const TRIGGER =
  'inline-flex min-h-[44px] shrink-0 items-center gap-1.5 rounded-full bg-red-600 px-4 font-bold text-white shadow hover:bg-red-700';

/**
 * Always one tap from the emergency line, and one more to confirm: a pocket
 * tap or a missed tap on a nearby control must not dial 911. A native <dialog> (focus trap,
 * Escape) costs no script.
 */
export function EmergencyButton({ className = '' }: { className?: string }) {
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
        className={`${TRIGGER} ${className}`}
      >
        <Siren className="size-5" aria-hidden />
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

function BarContent({ children }: { children?: ReactNode }) {
  return (
    // The label gives way when the text is too large for it beside the button (a container query
    // in rem, which follows the visitor's text size).
    <div className="@container mx-auto flex max-w-7xl items-center justify-end gap-3 px-4 pt-[6px] pb-[max(6px,env(safe-area-inset-bottom))]">
      <p className="mr-auto text-sm text-slate-600 @max-[22rem]:hidden">¿Una emergencia?</p>
      {children}
    </div>
  );
}

/**
 * Phones: the 911 button lives in a bar of its own at the foot of the screen, never floating over
 * the page, and an invisible twin at the end of the page keeps room for it, so the last controls
 * scroll clear of the bar. From 640 px up it sits in the header instead. Owners' and admins'
 * forms go without it (app/layout/emergency-routes.ts): they are not emergencies.
 */
export function EmergencyBar() {
  return (
    <>
      <div aria-hidden className="invisible sm:hidden">
        <BarContent>
          <span className={TRIGGER}>
            <Siren className="size-5" aria-hidden />
            {EMERGENCY_PHONE}
          </span>
        </BarContent>
      </div>
      <div className="emergency-bar fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 backdrop-blur sm:hidden">
        <BarContent>
          <EmergencyButton />
        </BarContent>
      </div>
    </>
  );
}
