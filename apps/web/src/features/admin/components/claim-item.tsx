import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import type { Claim } from '@drd/shared/api/claims';
import { documentPath } from '@drd/shared/api/media-ref';
import { formatDate } from '@drd/shared/format';
import { businessPath } from '@drd/shared/business-path';
import { useApproveClaim } from '../api/approve-claim';
import { useRejectClaim } from '../api/reject-claim';
import { toneOf } from '../labels';
import { StatusBadge } from './list-states';
import { DecisionControls, useVersionedDecision } from './versioned-decision';

const STATUS = {
  pending: 'Pendiente',
  scheduled: 'Traspaso programado',
  approved: 'Aprobado',
  rejected: 'Rechazado',
} as const;

/** A request to become a listing's owner: who asks, why, and who owns the listing now. */
export function ClaimItem({ claim }: { claim: Claim }) {
  const approve = useApproveClaim();
  const reject = useRejectClaim();
  const { business, claimant } = claim;
  const owner = business.owner?.username;
  // An owner who already objected has been heard: approving then moves the listing at once.
  const waits = owner !== undefined && claim.objectedAt === null;
  const state = useVersionedDecision({
    send: (decision, note, callbacks) => {
      const { version } = claim;
      if (decision === 'approve') {
        approve.mutate({ id: claim.id, version, ...(note ? { adminNotes: note } : {}) }, callbacks);
      } else reject.mutate({ id: claim.id, version, adminNotes: note }, callbacks);
    },
    success: {
      approve: {
        title: 'Reclamo aprobado',
        description: waits
          ? `${owner} tiene 7 días para objetar; después ${claimant.username} será el dueño de «${business.name}».`
          : `${claimant.username} ahora es el dueño de «${business.name}».`,
      },
      reject: { title: 'Reclamo rechazado', description: `${claimant.username} verá el motivo.` },
    },
    failure: {
      approve: 'No se pudo aprobar el reclamo.',
      reject: 'No se pudo rechazar el reclamo.',
    },
  });
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
      <DecisionControls
        state={state}
        open={claim.status === 'pending'}
        staleNote={() => 'Revisa la solicitud como está ahora antes de decidir.'}
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
      />
    </li>
  );
}
