import { formatDateTime } from '@drd/shared/format';
import { History, ListFilter } from 'lucide-react';
import { Button } from '../../../components/form/button';
import type { PendingSubmission } from '../api/get-pending-submissions';
import { typeLabel } from '../labels';
import { changeLabel } from '../readable';
import { ChangeView } from './change-view';
import { VerificationVoidNote } from './verification-void-note';

interface SubmissionCardProps {
  submission: PendingSubmission;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onReview: () => void;
  onHistory: () => void;
  onOnlyBusiness: () => void;
  /** The list is already filtered to this business. */
  filteredByBusiness: boolean;
}

/** One waiting change: the business, what kind of change, the change itself and its actions. */
export function SubmissionCard({
  submission,
  selected,
  onSelect,
  onReview,
  onHistory,
  onOnlyBusiness,
  filteredByBusiness,
}: SubmissionCardProps) {
  const headingId = `submission-${submission.id}-title`;
  return (
    <li
      data-testid="submission"
      data-submission-id={submission.id}
      aria-labelledby={headingId}
      className={`rounded-xl border bg-white p-4 shadow-sm ${selected ? 'border-brand-700 ring-brand-700 ring-2' : 'border-slate-200'}`}
    >
      <div className="flex items-start gap-3">
        <label className="-m-2 flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            className="size-5"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Seleccionar el cambio de ${submission.businessName}`}
          />
        </label>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {submission.businessName}
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            <span className="bg-brand-50 text-brand-800 inline-flex rounded-full px-2.5 py-0.5 font-semibold">
              {typeLabel(submission.contentType)}
            </span>
            <span className="font-medium">{changeLabel(submission.changeType)}</span>
            <span>
              {formatDateTime(submission.createdAt)}
              {submission.submittedBy ? ` · ${submission.submittedBy}` : ''}
            </span>
            <span data-testid="submission-version">Versión {submission.version}</span>
          </p>
        </div>
      </div>
      <div className="mt-3">
        <ChangeView submission={submission} />
        <VerificationVoidNote voids={submission.voidsVerification} />
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={onReview}>Revisar</Button>
        <Button variant="secondary" onClick={onHistory}>
          <History className="size-4" aria-hidden /> Historial
        </Button>
        {!filteredByBusiness && (
          <Button variant="ghost" onClick={onOnlyBusiness}>
            <ListFilter className="size-4" aria-hidden /> Solo este negocio
          </Button>
        )}
      </div>
    </li>
  );
}
