import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Inbox } from 'lucide-react';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { PageLoading } from '../../../components/ui/page-loading';
import { Pagination } from '../../../components/ui/pagination';
import {
  PAGE_SIZE,
  usePendingSubmissions,
  type PendingSubmission,
} from '../api/get-pending-submissions';
import { usePendingBusinesses } from '../api/get-pending-businesses';
import { TYPE_OPTIONS } from '../labels';
import { BulkBar, BulkResults, type BulkOutcome } from './bulk-decision';
import { HistoryDialog } from './history-dialog';
import { ReviewDialog } from './review-dialog';
import { SubmissionCard } from './submission-card';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** /admin/submissions: the owners' changes waiting for a decision, oldest first. */
export function SubmissionsScreen() {
  const [params, setParams] = useSearchParams();
  const contentType = TYPE_OPTIONS.some((o) => o.value === params.get('tipo'))
    ? params.get('tipo')!
    : undefined;
  const businessId = positive(params.get('negocio'));
  const page = positive(params.get('pagina')) ?? 1;
  const queue = usePendingSubmissions({ contentType, businessId, page });
  const businesses = usePendingBusinesses();
  const [selected, setSelected] = useState<Map<number, PendingSubmission>>(new Map());
  // By id: after a refetch the dialog shows the change as it is now (a new version included).
  const [reviewingId, setReviewingId] = useState<number | null>(null);
  const [history, setHistory] = useState<{ id: number; name: string } | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [businessName, setBusinessName] = useState<string>();

  const setFilter = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ pagina: undefined, ...changes })) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
    setSelected(new Map());
    if ('negocio' in changes) setBusinessName(undefined);
  };

  const submissions = queue.data?.submissions ?? [];
  // Only what is still waiting on this page can stay selected.
  const chosen = submissions.filter((s) => selected.has(s.id));
  const toggle = (submission: PendingSubmission, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(submission.id, submission);
      else next.delete(submission.id);
      return next;
    });
  const allChosen = submissions.length > 0 && chosen.length === submissions.length;
  const filtered = Boolean(contentType || businessId);
  const total = queue.data?.total ?? 0;
  // The filtered business's name, kept once seen: it leaves the list once its changes are decided.
  const seenName = submissions.find((s) => s.businessId === businessId)?.businessName;
  if (seenName && seenName !== businessName) setBusinessName(seenName);
  const businessOptions = (businesses.data?.businesses ?? []).map((b) => ({
    value: String(b.id),
    label: `${b.name} (${b.pending})`,
  }));
  if (businessId && !businessOptions.some((o) => o.value === String(businessId))) {
    businessOptions.unshift({
      value: String(businessId),
      label: `${businessName ?? `Negocio ${businessId}`} (0)`,
    });
  }

  return (
    <div className="space-y-5">
      <p className="text-lg" aria-live="polite" data-testid="pending-count">
        {queue.isPending ? (
          'Contando cambios pendientes...'
        ) : (
          <>
            <span className="text-2xl font-bold">{total}</span>{' '}
            {total === 1 ? 'cambio pendiente' : 'cambios pendientes'}
            {filtered ? ' con estos filtros' : ''}
          </>
        )}
      </p>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-64">
          <SelectField
            label="Tipo de cambio"
            placeholder="Todos los tipos"
            options={TYPE_OPTIONS}
            value={contentType ?? ''}
            onChange={(event) => setFilter({ tipo: event.target.value || undefined })}
          />
        </div>
        <div className="sm:w-80">
          <SelectField
            label="Negocio"
            placeholder="Todos los negocios"
            options={businessOptions}
            value={businessId ? String(businessId) : ''}
            onChange={(event) => setFilter({ negocio: event.target.value || undefined })}
          />
        </div>
      </div>

      {outcome && <BulkResults outcome={outcome} onClose={() => setOutcome(null)} />}

      {queue.isPending ? (
        <PageLoading label="Cargando cambios pendientes..." />
      ) : queue.isError ? (
        <div className="space-y-3">
          <FormAlert title="No se pudieron cargar las submissions pendientes.">
            Revisa tu conexión e inténtalo de nuevo.
          </FormAlert>
          <Button variant="secondary" onClick={() => void queue.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : submissions.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <Inbox className="mx-auto size-10 text-slate-400" aria-hidden />
          <p className="mt-3 text-lg font-semibold">
            {filtered ? 'No hay cambios pendientes con estos filtros' : 'No hay cambios pendientes'}
          </p>
          <p className="mt-1 text-slate-600">
            Cuando un propietario edite su negocio, el cambio aparecerá aquí.
          </p>
        </div>
      ) : (
        <>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5"
              checked={allChosen}
              onChange={(event) =>
                setSelected(
                  event.target.checked ? new Map(submissions.map((s) => [s.id, s])) : new Map(),
                )
              }
            />
            Seleccionar todos los de esta página
          </label>
          <ul className="space-y-4" aria-label="Cambios pendientes">
            {submissions.map((submission) => (
              <SubmissionCard
                key={submission.id}
                submission={submission}
                selected={selected.has(submission.id)}
                onSelect={(on) => toggle(submission, on)}
                onReview={() => setReviewingId(submission.id)}
                onHistory={() =>
                  setHistory({ id: submission.businessId, name: submission.businessName })
                }
                onOnlyBusiness={() => {
                  setFilter({ negocio: String(submission.businessId) });
                  setBusinessName(submission.businessName);
                }}
                filteredByBusiness={businessId === submission.businessId}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            count={total}
            pageSize={PAGE_SIZE}
            onPage={(next) => {
              setFilter({ pagina: next > 1 ? String(next) : undefined });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
      <BulkBar
        selected={chosen}
        onClear={() => setSelected(new Map())}
        onDone={(result) => {
          setOutcome(result);
          setSelected(new Map());
        }}
      />
      <ReviewDialog
        submission={submissions.find((s) => s.id === reviewingId) ?? null}
        onClose={() => setReviewingId(null)}
      />
      <HistoryDialog business={history} onClose={() => setHistory(null)} />
    </div>
  );
}
