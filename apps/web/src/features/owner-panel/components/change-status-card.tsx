import { ClipboardList } from 'lucide-react';
import {
  SUBMISSION_TYPE_LABELS,
  type ChangeList,
  type Submission,
} from '@drd/shared/api/content/moderation';
import {
  CHANGE_TYPE_LABELS,
  STATUS_LABELS,
  type ContentStatus,
} from '@drd/shared/api/content/items';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { useChanges } from '../api/get-changes';

const STATUS_COLOURS: Record<ContentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  approved: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
};

const COUNTS: { status: ContentStatus; label: string }[] = [
  { status: 'pending', label: 'Pendientes' },
  { status: 'approved', label: 'Aprobados' },
  { status: 'rejected', label: 'Rechazados' },
];

/** 'Información del negocio · Actualización': what changed, and how. */
export function changeLabel(change: Pick<Submission, 'contentType' | 'changeType'>): string {
  const type =
    change.contentType && change.contentType in SUBMISSION_TYPE_LABELS
      ? SUBMISSION_TYPE_LABELS[change.contentType as keyof typeof SUBMISSION_TYPE_LABELS]
      : 'Cambio';
  return `${type} · ${CHANGE_TYPE_LABELS[change.changeType]}`;
}

function ChangeItem({ change }: { change: Submission }) {
  return (
    <li data-testid="change" className="space-y-1 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">{changeLabel(change)}</p>
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${STATUS_COLOURS[change.status]}`}
        >
          {STATUS_LABELS[change.status]}
        </span>
      </div>
      <p className="text-sm text-slate-600">{formatDate(change.createdAt)}</p>
      {change.reviewNotes && (
        <p className="rounded-md bg-slate-50 p-2 text-sm text-slate-800">
          Nota del administrador: {change.reviewNotes}
        </p>
      )}
    </li>
  );
}

function Counts({ counts }: { counts: ChangeList['counts'] }) {
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {COUNTS.map(({ status, label }) => (
        <div key={status} className={`rounded-lg p-2 ring-1 ${STATUS_COLOURS[status]}`}>
          <dt className="text-xs font-medium">{label}</dt>
          <dd className="text-xl font-bold" data-testid={`count-${status}`}>
            {counts[status]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Pending, approved and rejected counts and the 10 most recent changes with the admin's note. */
export function ChangeStatusCard({ businessId }: { businessId: number }) {
  const query = useChanges(businessId);
  return (
    <section
      aria-labelledby="estado-cambios"
      data-testid="change-status"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="estado-cambios" className="text-lg font-semibold">
        Estado de tus cambios
      </h2>
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          Cargando cambios...
        </p>
      ) : query.isError ? (
        <div className="space-y-2">
          <FormAlert title="No se pudieron cargar tus cambios" />
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <>
          <Counts counts={query.data.counts} />
          {query.data.recent.length === 0 ? (
            <div className="py-6 text-center text-slate-600">
              <ClipboardList className="mx-auto size-8 text-slate-400" aria-hidden />
              <p className="mt-2">Aún no has realizado cambios.</p>
            </div>
          ) : (
            <>
              <h3 className="text-sm font-semibold text-slate-700">Cambios recientes</h3>
              <ul className="divide-y divide-slate-200">
                {query.data.recent.map((change) => (
                  <ChangeItem key={change.id} change={change} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
