import { useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import type { Claim } from '@drd/shared/api/claims';
import { documentPath } from '@drd/shared/api/media-ref';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import { formatDate } from '@drd/shared/format';
import { businessPath } from '@drd/shared/business-path';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError, serverMessage } from '../../../lib/api-client';
import { useApproveClaim } from '../api/approve-claim';
import { useRejectClaim } from '../api/reject-claim';
import { toneOf } from '../labels';
import { DecisionDialog, type Decision } from './decision-dialog';
import { StatusBadge } from './list-states';

const STATUS = {
  pending: 'Pendiente',
  scheduled: 'Traspaso programado',
  approved: 'Aprobado',
  rejected: 'Rechazado',
} as const;

/** A 409 carrying a version: the claim changed (the owner objected) since the list was loaded. */
const isStale = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status === 409 &&
  typeof (error.payload as { version?: unknown } | null)?.version === 'number';

/** A request to become a listing's owner: who asks, why, and who owns the listing now. */
export function ClaimItem({ claim }: { claim: Claim }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const [stale, setStale] = useState(false);
  const approve = useApproveClaim();
  const reject = useRejectClaim();
  const { business, claimant } = claim;
  const owner = business.owner?.username;
  // An owner who already objected has been heard: approving then moves the listing at once.
  const waits = owner !== undefined && claim.objectedAt === null;
  const onConfirm = (chosen: Decision, note: string) => {
    setStale(false);
    const done = (title: string, description: string) => () => {
      setDecision(null);
      toast({ title, description });
    };
    const onError = (error: unknown) => {
      // Nothing was applied: the list is fetched again and the admin decides on what is there now.
      if (isStale(error)) {
        setDecision(null);
        setStale(true);
        return;
      }
      toast({
        title: 'Error',
        description: serverMessage(
          error,
          chosen === 'approve'
            ? 'No se pudo aprobar el reclamo.'
            : 'No se pudo rechazar el reclamo.',
        ),
        variant: 'destructive',
      });
    };
    const { version } = claim;
    if (chosen === 'approve') {
      const onSuccess = done(
        'Reclamo aprobado',
        waits
          ? `${owner} tiene 7 días para objetar; después ${claimant.username} será el dueño de «${business.name}».`
          : `${claimant.username} ahora es el dueño de «${business.name}».`,
      );
      approve.mutate(
        { id: claim.id, version, ...(note ? { adminNotes: note } : {}) },
        { onSuccess, onError },
      );
    } else {
      const onSuccess = done('Reclamo rechazado', `${claimant.username} verá el motivo.`);
      reject.mutate({ id: claim.id, version, adminNotes: note }, { onSuccess, onError });
    }
  };
  return (
    <li
      data-testid="claim"
      data-claim-id={claim.id}
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">
            {business.isActive ? (
              <Link
                to={businessPath(business)}
                className="inline-flex min-h-11 items-center text-brand-800 underline"
              >
                {business.name}
              </Link>
            ) : (
              business.name
            )}
          </h2>
          <p className="text-sm text-slate-600">Enviado el {formatDate(claim.createdAt)}</p>
          {claim.movesAt && (
            <p className="text-sm text-slate-600">
              Pasa al solicitante el {formatDate(claim.movesAt)}, si el dueño actual no objeta
            </p>
          )}
        </div>
        <StatusBadge tone={toneOf(claim.status)}>{STATUS[claim.status]}</StatusBadge>
      </div>
      <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">Solicitante</dt>
          <dd className="text-sm break-words">
            {claimant.username} · {claimant.email}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">Dueño actual</dt>
          <dd className="text-sm break-words">
            {business.owner ? business.owner.username : 'Sin dueño'}
          </dd>
        </div>
      </dl>
      <div>
        <p className="text-xs font-medium text-slate-600">Nota del solicitante</p>
        <p className="mt-1 text-sm break-words whitespace-pre-line">{claim.note}</p>
      </div>
      {claim.objection && (
        <div className="rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
          <p className="text-xs font-medium text-amber-900">
            Objeción del dueño actual
            {claim.objectedAt ? ` (${formatDate(claim.objectedAt)})` : ''}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line">{claim.objection}</p>
        </div>
      )}
      {claim.documentKey && (
        <a
          href={documentPath(claim.documentKey)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-800 underline"
        >
          Ver documento <ExternalLink className="size-4" aria-hidden />
          <span className="sr-only">(se abre en otra pestaña)</span>
        </a>
      )}
      {claim.reviewNotes && (
        <p className="text-sm break-words text-slate-700">
          <span className="font-medium">Nota del administrador:</span> {claim.reviewNotes}
        </p>
      )}
      {stale && (
        <FormAlert title={STALE_VERSION_MESSAGE}>
          Revisa la solicitud como está ahora antes de decidir.
        </FormAlert>
      )}
      {claim.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDecision('approve')}>Aprobar</Button>
          <Button variant="secondary" onClick={() => setDecision('reject')}>
            Rechazar
          </Button>
        </div>
      )}
      <DecisionDialog
        key={decision ?? 'closed'}
        decision={decision}
        onClose={() => setDecision(null)}
        subject={business.name}
        approveText={
          waits
            ? `${owner} recibirá un aviso y tendrá 7 días para objetar; si no objeta, ${claimant.username} pasará a ser el dueño. Las demás solicitudes de este negocio se rechazan entonces.`
            : owner
              ? `${claimant.username} pasará a ser el dueño en lugar de ${owner}. Las demás solicitudes de este negocio se rechazan.`
              : `${claimant.username} pasará a ser el dueño del negocio. Las demás solicitudes de este negocio se rechazan.`
        }
        rejectText={`${business.name} sigue como está. ${claimant.username} verá el motivo.`}
        pending={approve.isPending || reject.isPending}
        onConfirm={onConfirm}
      />
    </li>
  );
}
