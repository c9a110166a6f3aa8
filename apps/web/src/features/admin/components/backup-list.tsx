import type { BackupRunView } from '@drd/shared/api/system';
import { StatusBadge } from './list-states';
import { formatBytes, formatMoment } from './system-format';

function outcome(run: BackupRunView): { tone: string; label: string } {
  if (run.status === 'running') return { tone: 'bg-amber-100 text-amber-900', label: 'En curso' };
  if (run.status === 'ok' && run.drillOk)
    return { tone: 'bg-emerald-100 text-emerald-900', label: 'Restaurada y comprobada' };
  return { tone: 'bg-red-100 text-red-900', label: 'Falló' };
}

/** The recent backups, newest first, each with what its restore drill found. */
export function BackupList({ backups }: { backups: BackupRunView[] }) {
  if (backups.length === 0) {
    return <p className="text-slate-700">Todavía no se ha hecho ninguna copia.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
      {backups.map((run) => {
        const { tone, label } = outcome(run);
        return (
          <li key={run.id} className="space-y-1 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge tone={tone}>{label}</StatusBadge>
              <span className="text-sm text-slate-700">
                {run.kind === 'nightly' ? 'Nocturna' : 'Manual'} · {formatMoment(run.startedAt)}
              </span>
            </div>
            {run.file ? (
              <p className="break-all text-sm text-slate-800">
                {run.file}
                {run.bytes !== null ? ` · ${formatBytes(run.bytes)}` : ''}
              </p>
            ) : null}
            {run.problems.length > 0 ? (
              <details className="text-sm text-slate-700">
                <summary className="cursor-pointer">
                  {run.problems.length === 1 ? '1 aviso' : `${run.problems.length} avisos`}
                </summary>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 break-words">
                  {run.problems.slice(0, 20).map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </details>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
