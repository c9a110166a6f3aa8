import { ShieldAlert } from 'lucide-react';
import {
  SUSPENSION_NOTES,
  suspensionReasonLine,
  type BusinessSuspension,
} from '@drd/shared/suspension';

/** Why a business is off the directory, in the administrator's words, for its owner and managers. */
export function SuspensionNote({ suspension }: { suspension: BusinessSuspension }) {
  return (
    <div
      role="status"
      data-testid="suspension-note"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="font-semibold">
        <ShieldAlert className="mr-1.5 inline size-4 align-[-0.2em]" aria-hidden />
        {SUSPENSION_NOTES[suspension.kind]}
      </p>
      <p className="mt-1 break-words">{suspensionReasonLine(suspension)}</p>
      <p className="mt-1">Escríbenos si tienes dudas o cuando lo hayas corregido.</p>
    </div>
  );
}
