import { useState } from 'react';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { toast } from '../../../components/ui/toast-store';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { serverMessage } from '../../../lib/api-client';
import { useDecideMany, type Decision } from '../api/decide-submission';
import type { PendingSubmission } from '../api/get-pending-submissions';
import { DECISION_TEXT, statusOf, typeLabel } from '../labels';
import { DecisionForm } from './decision-form';

export interface BulkOutcome {
  decision: Decision;
  rows: { id: number; subject: string; ok: boolean; text: string }[];
}

const subjectOf = (s: PendingSubmission) => `${s.businessName} · ${typeLabel(s.contentType)}`;

interface BulkBarProps {
  selected: PendingSubmission[];
  onClear: () => void;
  /** Reports each submission's result once the answer arrives. */
  onDone: (outcome: BulkOutcome) => void;
}

/**
 * The selected cards' decision: one note for all, one request, a result for each. The bar sticks
 * to the foot of the screen (the 911 button lives in the header, components/layout/emergency-button.tsx).
 */
export function BulkBar({ selected, onClear, onDone }: BulkBarProps) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const decideMany = useDecideMany();
  const count = selected.length;
  const onDecide = (chosen: Decision, note: string) => {
    decideMany.mutate(
      {
        items: selected.map(({ id, version }) => ({ id, version })),
        decision: chosen,
        adminNotes: note,
      },
      {
        onSuccess: ({ results }) => {
          const byId = new Map(selected.map((s) => [s.id, s]));
          const rows = results.map((r) => ({
            id: r.id,
            subject: byId.get(r.id) ? subjectOf(byId.get(r.id)!) : `#${r.id}`,
            ok: r.ok,
            text: r.ok
              ? statusOf(r.status ?? 'pending').label
              : `${r.error ?? 'Error'}${r.version ? ` (ahora versión ${r.version})` : ''}`,
          }));
          const done = rows.filter((r) => r.ok).length;
          setDecision(null);
          onDone({ decision: chosen, rows });
          toast({
            title: chosen === 'approve' ? 'Cambios aprobados' : 'Cambios rechazados',
            description: `${done} de ${rows.length} decididos${done < rows.length ? `; ${rows.length - done} con error` : ''}.`,
            ...(done < rows.length ? { variant: 'destructive' as const } : {}),
          });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessage(error, DECISION_TEXT[chosen].failed),
            variant: 'destructive',
          }),
      },
    );
  };
  if (count === 0) return null;
  return (
    <>
      <div
        role="region"
        aria-label="Cambios seleccionados"
        className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:rounded-xl sm:border"
      >
        <p className="font-semibold sm:mr-auto" aria-live="polite">
          {count === 1 ? '1 cambio seleccionado' : `${count} cambios seleccionados`}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button onClick={() => setDecision('approve')}>Aprobar seleccionados</Button>
          <Button variant="danger" onClick={() => setDecision('reject')}>
            Rechazar seleccionados
          </Button>
          <Button variant="secondary" className="col-span-2" onClick={onClear}>
            Quitar selección
          </Button>
        </div>
      </div>
      <DialogFrame
        open={decision !== null}
        onOpenChange={(open) => !open && !decideMany.isPending && setDecision(null)}
        title={`${decision === 'reject' ? 'Rechazar' : 'Aprobar'} ${count === 1 ? '1 cambio' : `${count} cambios`}`}
        description={
          decision === 'reject'
            ? 'El propietario verá el motivo en cada cambio; la versión publicada no cambia.'
            : 'Los cambios se publican en el perfil de cada negocio.'
        }
      >
        <ul className="mb-4 max-h-40 space-y-1 overflow-y-auto text-sm">
          {selected.map((s) => (
            <li key={s.id} className="break-words">
              {subjectOf(s)}
            </li>
          ))}
        </ul>
        {decision && (
          <DecisionForm
            only={decision}
            pending={decideMany.isPending ? decision : null}
            onCancel={() => setDecision(null)}
            onDecide={onDecide}
          />
        )}
      </DialogFrame>
    </>
  );
}

/** What the last bulk decision did to each submission. */
export function BulkResults({ outcome, onClose }: { outcome: BulkOutcome; onClose: () => void }) {
  const failed = outcome.rows.filter((r) => !r.ok).length;
  return (
    <div className="space-y-2" data-testid="bulk-results">
      <FormAlert
        tone={failed ? 'error' : 'success'}
        title={
          failed
            ? `${outcome.rows.length - failed} de ${outcome.rows.length} decididos; ${failed} con error`
            : `${outcome.rows.length} ${outcome.decision === 'approve' ? 'aprobados' : 'rechazados'}`
        }
      >
        <ul className="space-y-0.5">
          {outcome.rows.map((row) => (
            <li key={row.id} className="break-words">
              {row.subject}: <span className="font-semibold">{row.text}</span>
            </li>
          ))}
        </ul>
      </FormAlert>
      <Button variant="secondary" onClick={onClose}>
        Cerrar resultado
      </Button>
    </div>
  );
}
