import type { FormEvent, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Button } from '../../../components/form/button';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  pendingText: string;
  pending: boolean;
  destructive?: boolean;
  onSubmit: () => void;
  /** The dialog's fields (a note, a payment method). */
  children: ReactNode;
}

/**
 * A decision that needs a few fields: the form components' ConfirmDialog has no room for fields
 * (its text is a paragraph), so this one holds a form. It stays open while sending and on failure.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  pendingText,
  pending,
  destructive = false,
  onSubmit,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100svh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold break-words text-slate-900">
            {title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm break-words text-slate-700">
            {description}
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            {children}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={pending}>
                  Cancelar
                </Button>
              </Dialog.Close>
              <Button
                type="submit"
                variant={destructive ? 'danger' : 'primary'}
                pending={pending}
                pendingText={pendingText}
              >
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
