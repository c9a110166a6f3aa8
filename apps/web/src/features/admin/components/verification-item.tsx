import { ExternalLink } from 'lucide-react';
import { documentPath } from '@drd/shared/api/media-ref';
import { VERIFICATION_KIND_LABELS, type AdminVerification } from '@drd/shared/api/verification';
import { formatDate } from '@drd/shared/format';
import { useDecideVerification } from '../api/decide-verification';
import { toneOf } from '../labels';
import { StatusBadge } from './list-states';
import { DecisionControls, useVersionedDecision } from './versioned-decision';

const STATUS = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
  lapsed: 'Vencida',
} as const;

/** One request: the business, who asks, the number (administrators only) and the document. */
export function VerificationItem({ request }: { request: AdminVerification }) {
  const decide = useDecideVerification();
  const { business, requester } = request;
  const kind = VERIFICATION_KIND_LABELS[request.kind];
  const state = useVersionedDecision({
    send: (decision, note, callbacks) =>
      decide.mutate(
        {
          id: request.id,
          decision,
          version: request.version,
          ...(note ? { adminNotes: note } : {}),
        },
        callbacks,
      ),
    success: {
      approve: {
        title: 'Negocio verificado',
        description: `«${business.name}» ya muestra la insignia.`,
      },
      reject: {
        title: 'Solicitud rechazada',
        description: `${requester.username} verá el motivo.`,
      },
    },
    failure: {
      approve: 'No se pudo guardar la decisión.',
      reject: 'No se pudo guardar la decisión.',
    },
  });
  return (
    <li
      data-testid="verification"
      data-verification-id={request.id}
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{business.name}</h2>
          <p className="text-sm text-slate-600">
            Enviada el {formatDate(request.createdAt)} · Versión {request.version}
          </p>
        </div>
        <StatusBadge tone={toneOf(request.status)}>{STATUS[request.status]}</StatusBadge>
      </div>
      <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">Solicitante</dt>
          <dd className="text-sm break-words">
            {requester.username} · {requester.email}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">{kind}</dt>
          <dd className="font-mono text-sm" data-testid="verification-number">
            {request.number}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">Verificado ahora</dt>
          <dd className="text-sm">
            {business.verifiedAt ? `Sí, desde el ${formatDate(business.verifiedAt)}` : 'No'}
          </dd>
        </div>
      </dl>
      <a
        href={documentPath(request.documentKey)}
        target="_blank"
        rel="noopener noreferrer"
        className="block max-w-sm"
      >
        <img
          src={documentPath(request.documentKey)}
          alt={`Documento de ${business.name}`}
          loading="lazy"
          className="h-40 w-full rounded border border-slate-200 bg-slate-50 object-contain"
        />
        <span className="mt-1 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-800 underline">
          Ver documento <ExternalLink className="size-4" aria-hidden />
          <span className="sr-only">(se abre en otra pestaña)</span>
        </span>
      </a>
      {request.adminNotes && (
        <p className="text-sm break-words text-slate-700">
          <span className="font-medium">Nota del administrador:</span> {request.adminNotes}
        </p>
      )}
      <DecisionControls
        state={state}
        open={request.status === 'pending'}
        staleNote={() => 'Revisa la solicitud como está ahora antes de decidir.'}
        subject={business.name}
        approveText={`«${business.name}» mostrará la insignia «Verificado» con la fecha de hoy. El ${kind.toLowerCase()} nunca se publica.`}
        rejectText={`${requester.username} verá el motivo y podrá pedirla de nuevo.`}
        pending={decide.isPending}
      />
    </li>
  );
}
