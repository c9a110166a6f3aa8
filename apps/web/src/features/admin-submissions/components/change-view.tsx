import type { PendingSubmission } from '../api/get-pending-submissions';
import { diffableText, fieldChanges, type FieldChange } from '../readable';
import { wordDiff } from '../text-diff';
import { ReadableValue } from './readable-value';

function Side({
  row,
  side,
  embed,
}: {
  row: FieldChange;
  side: 'before' | 'after';
  embed: boolean;
}) {
  const value = row[side];
  if (!value) return null;
  const old = diffableText(row.before);
  const next = diffableText(row.after);
  const diff =
    row.changed && old !== null && next !== null ? { parts: wordDiff(old, next), side } : undefined;
  return (
    <ReadableValue
      value={value}
      alt={`${row.label} (${side === 'before' ? 'antes' : 'después'})`}
      diff={diff}
      embed={embed}
    />
  );
}

/**
 * The change as a person reads it: for an edit, each field's public version beside the one
 * approval publishes (stacked on a phone); for new content its fields; for a removal what goes.
 */
export function ChangeView({
  submission,
  embed = false,
}: {
  submission: PendingSubmission;
  embed?: boolean;
}) {
  const rows = fieldChanges(submission.before, submission.after, submission.contentType);
  if (rows.length === 0) {
    return <p className="text-sm text-slate-600">El elemento ya no existe.</p>;
  }
  const edit = submission.before !== null && submission.after !== null;
  const removal = submission.after === null;
  // The business's facts are sent whole: of an edit, only what changes is worth a box.
  const unchanged =
    edit && submission.contentType === 'business' ? rows.filter((r) => !r.changed) : [];
  const shown = rows.filter((row) => !unchanged.includes(row));
  return (
    <dl className="space-y-3 text-sm">
      {shown.map((row) => (
        <div key={row.field} data-field={row.field}>
          <dt className="font-semibold text-slate-900">
            {row.label}
            {edit && !row.changed && (
              <span className="ml-2 font-normal text-slate-500">(sin cambios)</span>
            )}
          </dt>
          {edit && row.changed ? (
            <dd className="mt-1 grid gap-2 sm:grid-cols-2">
              <div className="min-w-0 rounded-md border border-slate-200 bg-slate-50 p-2">
                <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  Antes
                </p>
                <Side row={row} side="before" embed={embed} />
              </div>
              <div className="min-w-0 rounded-md border border-emerald-200 bg-emerald-50/50 p-2">
                <p className="mb-1 text-xs font-semibold tracking-wide text-emerald-800 uppercase">
                  Después
                </p>
                <Side row={row} side="after" embed={embed} />
              </div>
            </dd>
          ) : (
            <dd
              className={`mt-1 min-w-0 rounded-md border p-2 ${removal ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'}`}
            >
              <Side row={row} side={removal ? 'before' : 'after'} embed={embed} />
            </dd>
          )}
        </div>
      ))}
      {unchanged.length > 0 && (
        <div>
          <dt className="font-semibold text-slate-900">Sin cambios</dt>
          <dd className="mt-1 text-slate-700">{unchanged.map((r) => r.label).join(', ')}</dd>
        </div>
      )}
    </dl>
  );
}
