import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Wide for a change with images side by side (the review of a submission); narrower otherwise. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * Every modal dialog's frame (title, description, the close button): nearly the whole screen on a
 * phone, scrolling inside when tall. What it holds (a form, a list) is the caller's.
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  wide = false,
  children,
}: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100svh-1rem)] w-[calc(100%-1rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-lg bg-white p-4 shadow-xl sm:max-h-[calc(100svh-2rem)] sm:p-6 ${wide ? 'max-w-3xl' : 'max-w-lg'}`}
        >
          <Dialog.Title className="pr-8 text-lg font-semibold break-words text-slate-900">
            {title}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm break-words text-slate-700">
            {description}
          </Dialog.Description>
          <div className="mt-4">{children}</div>
          <Dialog.Close
            aria-label="Cerrar"
            className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
