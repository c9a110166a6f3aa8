import { useState } from 'react';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import { formatDateTime } from '@drd/shared/format';
import { FormAlert } from '../../../components/form/form-alert';
import { toast } from '../../../components/ui/toast-store';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { ApiRequestError, serverMessage } from '../../../lib/api-client';
import { useDecideSubmission, type Decision } from '../api/decide-submission';
import type { PendingSubmission } from '../api/get-pending-submissions';
import { DECISION_TEXT, typeLabel } from '../labels';
import { changeLabel } from '../readable';
import { ChangeView } from './change-view';
import { DecisionForm } from './decision-form';
import { VerificationVoidNote } from './verification-void-note';

interface ReviewDialogProps {
  submission: PendingSubmission | null;
  onClose: () => void;
}

/** One submission in full (videos play here), with the note and Aprobar / Rechazar. */
export function ReviewDialog({ submission, onClose }: ReviewDialogProps) {
  const decide = useDecideSubmission();
  // The version a refused decision was answered with: the change was edited while on screen.
  const [stale, setStale] = useState<{ id: number; version: number } | null>(null);
  const pending = decide.isPending ? (decide.variables?.decision ?? null) : null;
  const close = () => {
    setStale(null);
    onClose();
  };
  const onDecide = (decision: Decision, note: string) => {
    if (!submission) return;
    setStale(null);
    decide.mutate(
      { id: submission.id, version: submission.version, decision, adminNotes: note },
      {
        onSuccess: () => {
          close();
          toast({
            title: DECISION_TEXT[decision].done,
            description: `«${submission.businessName}» · ${typeLabel(submission.contentType)}`,
          });
        },
        onError: (error) => {
          const body = error instanceof ApiRequestError ? error.body : null;
          // A decided change's 409 names its version too; only an edited one is shown again.
          const version = body?.error === STALE_VERSION_MESSAGE ? body.version : undefined;
          if (version !== undefined) {
            // Edited meanwhile: the queue is read again and the dialog shows the new version,
            // decided on only with a new click.
            setStale({ id: submission.id, version });
            return;
          }
          // Decided by someone else meanwhile: the queue is read again and the card goes away.
          if (error instanceof ApiRequestError && error.status === 409) close();
          toast({
            title: 'Error',
            description: serverMessage(error, DECISION_TEXT[decision].failed),
            variant: 'destructive',
          });
        },
      },
    );
  };
  return (
    <DialogFrame
      open={submission !== null}
      onOpenChange={(open) => !open && !decide.isPending && close()}
      title={submission ? `Revisar: ${submission.businessName}` : ''}
      description={
        submission &&
        `${typeLabel(submission.contentType)} · ${changeLabel(submission.changeType)} · versión ${submission.version} · enviado el ${formatDateTime(submission.createdAt)}${submission.submittedBy ? ` por ${submission.submittedBy}` : ''}`
      }
      wide
    >
      {submission && (
        <div className="space-y-5">
          {stale?.id === submission.id && (
            <FormAlert tone="error" title={STALE_VERSION_MESSAGE}>
              {submission.version === stale.version
                ? `Ahora ves la versión ${stale.version}. Revísala antes de decidir.`
                : `La versión nueva es la ${stale.version}; cargando sus datos…`}
            </FormAlert>
          )}
          <ChangeView submission={submission} embed />
          <VerificationVoidNote voids={submission.voidsVerification} />
          <DecisionForm
            key={submission.id}
            pending={pending}
            onCancel={close}
            onDecide={onDecide}
          />
        </div>
      )}
    </DialogFrame>
  );
}
