import { useState } from 'react';
import { formatDateTime } from '@drd/shared/format';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoading } from '../../../components/ui/page-loading';
import { Pagination } from '../../../components/ui/pagination';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { HISTORY_PAGE_SIZE, useBusinessHistory } from '../api/get-business-history';
import { statusOf, typeLabel } from '../labels';
import { changeLabel } from '../readable';

interface HistoryDialogProps {
  business: { id: number; name: string } | null;
  onClose: () => void;
}

/** Every decision taken on a business's changes: who, when, what, and the note. */
export function HistoryDialog({ business, onClose }: HistoryDialogProps) {
  const [page, setPage] = useState(1);
  const history = useBusinessHistory(business?.id ?? 0, page, business !== null);
  const close = () => {
    setPage(1);
    onClose();
  };
  return (
    <DialogFrame
      open={business !== null}
      onOpenChange={(open) => !open && close()}
      title={business ? `Historial de ${business.name}` : ''}
      description="Decisiones sobre los cambios de este negocio, de la más reciente a la más antigua."
    >
      {history.isPending ? (
        <PageLoading label="Cargando historial..." />
      ) : history.isError ? (
        <FormAlert title="No se pudo cargar el historial." />
      ) : history.data.decisions.length === 0 ? (
        <p className="text-slate-600">Todavía no hay decisiones sobre este negocio.</p>
      ) : (
        <>
          <ol className="space-y-3" aria-label="Decisiones">
            {history.data.decisions.map((decision) => {
              const status = statusOf(decision.status);
              return (
                <li
                  key={decision.id}
                  data-testid="history-entry"
                  className="rounded-md border border-slate-200 p-3 text-sm"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <span
                      className={`inline-flex rounded-full px-2.5 py-0.5 font-semibold ${status.tone}`}
                    >
                      {status.label}
                    </span>
                    <span className="font-semibold">
                      {typeLabel(decision.contentType)} · {changeLabel(decision.changeType)}
                    </span>
                  </div>
                  <p className="mt-1 text-slate-700">
                    {decision.reviewedAt ? formatDateTime(decision.reviewedAt) : 'Sin fecha'}
                    {' · '}
                    {decision.reviewedBy ?? 'Administrador'}
                  </p>
                  {decision.reviewNotes && (
                    <p className="mt-1 break-words">
                      <span className="font-semibold">Nota:</span> {decision.reviewNotes}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          <Pagination
            className="mt-4"
            page={page}
            count={history.data.total}
            pageSize={HISTORY_PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
    </DialogFrame>
  );
}
