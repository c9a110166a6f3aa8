import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { DialogFrame } from '../ui/dialog-frame';
import { Button } from './button';
import { TextareaField } from './textarea-field';

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  label: string;
  submitLabel: string;
  pendingText: string;
  pending: boolean;
  /** The server's refusal, shown under the field. */
  error?: string | undefined;
  onSubmit: (reason: string) => void;
}

const REASON_MIN = 3;
const REASON_MAX = 500;

/**
 * A decision that must say why (reporting a review, removing one): a required reason of 3 to
 * 500 characters, as the API checks it. It stays open while sending and on failure.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = (open: boolean) => {
    if (props.pending) return;
    if (!open) {
      setReason('');
      setError(undefined);
    }
    props.onOpenChange(open);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < REASON_MIN) {
      setError('Escribe el motivo');
      return;
    }
    props.onSubmit(reason.trim());
  };
  return (
    <DialogFrame
      open={props.open}
      onOpenChange={close}
      title={props.title}
      description={props.description}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextareaField
          label={props.label}
          required
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          error={error ?? props.error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="secondary" disabled={props.pending}>
              Cancelar
            </Button>
          </Dialog.Close>
          <Button
            type="submit"
            variant="danger"
            pending={props.pending}
            pendingText={props.pendingText}
          >
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
