import type { FormEvent, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Button } from '../../../components/form/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';

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
    <DialogFrame
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      description={description}
    >
      <form onSubmit={submit} className="space-y-4">
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
    </DialogFrame>
  );
}
