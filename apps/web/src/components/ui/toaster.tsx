import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { TOAST_DURATION_MS } from '@drd/shared/constants';
import { dismissToast, useCurrentToast } from './toast-store';

/** Radix toast viewport: 5 s, swipe right to dismiss (50 px), F8 to focus. */
export function Toaster() {
  const message = useCurrentToast();
  return (
    // label: what screen readers announce before each toast (Radix's default is English).
    <Toast.Provider
      label="Notificación"
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {message && (
        <Toast.Root
          key={message.id}
          data-testid="toast"
          open
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id);
          }}
          className={`flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${
            message.variant === 'destructive'
              ? 'border-red-300 bg-red-600 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="flex-1">
            <Toast.Title className="font-semibold">{message.title}</Toast.Title>
            {message.description && (
              <Toast.Description className="mt-1 text-sm opacity-90">
                {message.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Cerrar"
            // A thumb's 44 px target, drawn no larger than the cross.
            className="-my-2.5 -mr-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-full opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={['F8']}
        label="Notificaciones ({hotkey})"
        className="toast-viewport fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
