import type { AuditEntry } from '@drd/shared/api/admin-console';
import { formatDateTime } from '@drd/shared/format';
import { auditSentence, NAMED_IN_SENTENCE } from '../audit-sentence';
import { fieldLabel, shownValue, targetLabel } from '../console-labels';

/** Who did what to which business and when, with each changed field as before → after. */
export function AuditEntries({
  entries,
  showTarget,
}: {
  entries: AuditEntry[];
  showTarget: boolean;
}) {
  return (
    <ol className="space-y-3" data-testid="audit-entries">
      {entries.map((entry) => {
        const fields = Object.keys({ ...entry.before, ...entry.after }).filter(
          (field) => !NAMED_IN_SENTENCE.has(field),
        );
        return (
          <li
            key={entry.id}
            className="rounded-xl bg-white p-4 shadow-sm"
            data-testid="audit-entry"
          >
            <p className="font-semibold break-words">{auditSentence(entry)}</p>
            <p className="text-sm text-slate-600">
              {formatDateTime(entry.at)} · {entry.admin ? entry.admin.username : 'Cuenta eliminada'}
              {showTarget && ` · ${targetLabel(entry.targetType)} #${entry.targetId}`}
            </p>
            {entry.note && <p className="mt-2 break-words">Motivo o nota: {entry.note}</p>}
            {fields.length > 0 && (
              <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                {fields.map((field) => (
                  <div key={field} className="contents">
                    <dt className="font-medium text-slate-700">{fieldLabel(field)}</dt>
                    <dd className="break-words text-slate-900">
                      {entry.before && field in entry.before && (
                        <>
                          <span className="text-slate-500 line-through">
                            {shownValue(entry.before[field])}
                          </span>{' '}
                          →{' '}
                        </>
                      )}
                      {shownValue(entry.after?.[field])}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ol>
  );
}
