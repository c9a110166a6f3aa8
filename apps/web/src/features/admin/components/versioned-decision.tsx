// An administrator's decision on a queue item, bound to the version on screen
// (docs/decisions/012-decisions-bind-a-version.md): one hook and one set of controls for every
// queue that approves or rejects (new businesses, claims, verifications).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError, serverMessage } from '../../../lib/api-client';
import { DecisionDialog, type Decision } from './decision-dialog';

interface Callbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

interface DecisionOptions {
  /** Sends the decision with the version on screen, calling back as a mutation does. */
  send: (decision: Decision, note: string, callbacks: Callbacks) => void;
  /** The toast of a decision taken. */
  success: Record<Decision, { title: string; description: string }>;
  /** The toast's text when the server gives no message. */
  failure: Record<Decision, string>;
}

export interface VersionedDecision {
  decision: Decision | null;
  choose: (decision: Decision | null) => void;
  /** The message and version of a refused decision: the item changed while on screen. */
  stale: { message: string; version: number } | null;
  confirm: (decision: Decision, note: string) => void;
}

export function useVersionedDecision({
  send,
  success,
  failure,
}: DecisionOptions): VersionedDecision {
  const [decision, choose] = useState<Decision | null>(null);
  const [stale, setStale] = useState<VersionedDecision['stale']>(null);
  const confirm = (chosen: Decision, note: string) => {
    setStale(null);
    send(chosen, note, {
      onSuccess: () => {
        choose(null);
        toast(success[chosen]);
      },
      onError: (error) => {
        const version = error instanceof ApiRequestError ? error.body?.version : undefined;
        if (error instanceof ApiRequestError && error.status === 409 && version !== undefined) {
          // Nothing was applied: the list is read again and decided on only with a new click.
          choose(null);
          setStale({ message: serverMessage(error, STALE_VERSION_MESSAGE), version });
          return;
        }
        toast({
          title: 'Error',
          description: serverMessage(error, failure[chosen]),
          variant: 'destructive',
        });
      },
    });
  };
  return { decision, choose, stale, confirm };
}

interface DecisionControlsProps {
  state: VersionedDecision;
  /** False once the item is decided: the buttons go, the alert may stay. */
  open?: boolean;
  /** Under the alert of a changed item, given the version the server answered with. */
  staleNote: (version: number) => ReactNode;
  subject: string;
  approveText: ReactNode;
  rejectText: ReactNode;
  pending: boolean;
}

/** The alert of a changed item beside the buttons (where the refused click was), and the dialog. */
export function DecisionControls({
  state,
  open = true,
  staleNote,
  subject,
  approveText,
  rejectText,
  pending,
}: DecisionControlsProps) {
  return (
    <>
      {state.stale && (
        <FormAlert title={state.stale.message}>{staleNote(state.stale.version)}</FormAlert>
      )}
      {open && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => state.choose('approve')}>Aprobar</Button>
          <Button variant="secondary" onClick={() => state.choose('reject')}>
            Rechazar
          </Button>
        </div>
      )}
      <DecisionDialog
        key={state.decision ?? 'closed'}
        decision={state.decision}
        onClose={() => state.choose(null)}
        subject={subject}
        approveText={approveText}
        rejectText={rejectText}
        pending={pending}
        onConfirm={state.confirm}
      />
    </>
  );
}
