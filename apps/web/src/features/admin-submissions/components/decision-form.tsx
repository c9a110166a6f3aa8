import { useState } from 'react';
import { Button } from '../../../components/form/button';
import { TextareaField } from '../../../components/form/textarea-field';
import { REJECT_NOTE_MESSAGE } from '../labels';
import type { Decision } from '../api/decide-submission';

interface DecisionFormProps {
  /** Offer only one decision (the bulk bar chose it); both when omitted. */
  only?: Decision;
  /** The decision being sent, if any. */
  pending: Decision | null;
  onCancel: () => void;
  onDecide: (decision: Decision, note: string) => void;
}

const NOTE_MAX = 2000;

/** The administrator's note and the buttons: a note is optional to approve, required to reject. */
export function DecisionForm({ only, pending, onCancel, onDecide }: DecisionFormProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const decide = (decision: Decision) => {
    if (decision === 'reject' && note.trim() === '') {
      setError(REJECT_NOTE_MESSAGE);
      return;
    }
    onDecide(decision, note.trim());
  };
  const busy = pending !== null;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        decide(only ?? 'approve');
      }}
    >
      <TextareaField
        label={
          only === 'reject'
            ? 'Motivo del rechazo'
            : 'Nota del administrador (obligatoria para rechazar)'
        }
        hint={only ? undefined : 'El propietario la verá en su lista de cambios.'}
        required={only === 'reject'}
        rows={3}
        maxLength={NOTE_MAX}
        value={note}
        error={error}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        {only !== 'approve' && (
          <Button
            variant="danger"
            type={only === 'reject' ? 'submit' : 'button'}
            onClick={only === 'reject' ? undefined : () => decide('reject')}
            disabled={busy && pending !== 'reject'}
            pending={pending === 'reject'}
            pendingText="Rechazando..."
          >
            Rechazar
          </Button>
        )}
        {only !== 'reject' && (
          <Button
            type="submit"
            disabled={busy && pending !== 'approve'}
            pending={pending === 'approve'}
            pendingText="Aprobando..."
          >
            Aprobar
          </Button>
        )}
      </div>
    </form>
  );
}
