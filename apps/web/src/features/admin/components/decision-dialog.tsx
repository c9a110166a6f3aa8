import { useState } from 'react';
import type { ReactNode } from 'react';
import { TextareaField } from '../../../components/form/textarea-field';
import { FormDialog } from './form-dialog';

export type Decision = 'approve' | 'reject';

interface DecisionDialogProps {
  /** The decision being asked about; null keeps the dialog closed. */
  decision: Decision | null;
  onClose: () => void;
  /** What is decided on, for the title ('Aprobar «Colmado Ana»'). */
  subject: string;
  approveText: ReactNode;
  rejectText: ReactNode;
  pending: boolean;
  onConfirm: (decision: Decision, note: string) => void;
}

const NOTE_MAX = 2000;

/**
 * Approve (note optional) or reject (note required: the person is told why) with the
 * administrator's note.
 */
export function DecisionDialog({
  decision,
  onClose,
  subject,
  approveText,
  rejectText,
  pending,
  onConfirm,
}: DecisionDialogProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const reject = decision === 'reject';
  const close = () => {
    setNote('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    if (!decision) return;
    if (reject && note.trim() === '') {
      setError('Escribe el motivo del rechazo');
      return;
    }
    onConfirm(decision, note.trim());
  };
  return (
    <FormDialog
      open={decision !== null}
      onOpenChange={(open) => !open && close()}
      title={`${reject ? 'Rechazar' : 'Aprobar'} «${subject}»`}
      description={reject ? rejectText : approveText}
      submitLabel={reject ? 'Rechazar' : 'Aprobar'}
      pendingText={reject ? 'Rechazando...' : 'Aprobando...'}
      pending={pending}
      destructive={reject}
      onSubmit={submit}
    >
      <TextareaField
        label={reject ? 'Motivo del rechazo' : 'Nota del administrador (opcional)'}
        required={reject}
        rows={3}
        maxLength={NOTE_MAX}
        value={note}
        error={error}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
