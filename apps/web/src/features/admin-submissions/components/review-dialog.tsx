import { formatDateTime } from '@drd/shared/format';
import { toast } from '../../../components/ui/toast-store';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { ApiRequestError, serverMessage } from '../../../lib/api-client';
import { useDecideSubmission, type Decision } from '../api/decide-submission';
import type { PendingSubmission } from '../api/get-pending-submissions';
import { DECISION_TEXT, typeLabel } from '../labels';
import { changeLabel } from '../readable';
import { ChangeView } from './change-view';
import { DecisionForm } from './decision-form';

interface ReviewDialogProps {
  submission: PendingSubmission | null;
  onClose: () => void;
}

/** One submission in full (videos play here), with the note and Aprobar / Rechazar. */
export function ReviewDialog({ submission, onClose }: ReviewDialogProps) {
  const decide = useDecideSubmission();
  const pending = decide.isPending ? (decide.variables?.decision ?? null) : null;
  const onDecide = (decision: Decision, note: string) => {
    if (!submission) return;
    decide.mutate(
      { id: submission.id, decision, adminNotes: note },
      {
        onSuccess: () => {
          onClose();
          toast({
            title: DECISION_TEXT[decision].done,
            description: `«${submission.businessName}» · ${typeLabel(submission.contentType)}`,
          });
        },
        onError: (error) => {
          // Decided by someone else meanwhile: the queue is read again and the card goes away.
          if (error instanceof ApiRequestError && error.status === 409) onClose();
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
      onOpenChange={(open) => !open && !decide.isPending && onClose()}
      title={submission ? `Revisar: ${submission.businessName}` : ''}
      description={
        submission &&
        `${typeLabel(submission.contentType)} · ${changeLabel(submission.changeType)} · enviado el ${formatDateTime(submission.createdAt)}${submission.submittedBy ? ` por ${submission.submittedBy}` : ''}`
      }
      wide
    >
      {submission && (
        <div className="space-y-5">
          <ChangeView submission={submission} embed />
          <DecisionForm
            key={submission.id}
            pending={pending}
            onCancel={onClose}
            onDecide={onDecide}
          />
        </div>
      )}
    </DialogFrame>
  );
}
