import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import { documentPath } from '@drd/shared/api/media-ref';
import { VERIFICATION_KIND_LABELS, type AdminVerification } from '@drd/shared/api/verification';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError, serverMessage } from '../../../lib/api-client';
import { useDecideVerification } from '../api/decide-verification';
import { toneOf } from '../labels';
import { DecisionDialog, type Decision } from './decision-dialog';
import { StatusBadge } from './list-states';

const STATUS = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
  lapsed: 'Vencida',
} as const;

/** A 409 carrying a version: the request changed (it lapsed) since the list was loaded. */
const isStale = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status === 409 &&
  typeof (error.payload as { version?: unknown } | null)?.version === 'number';

/** One request: the business, who asks, the number (administrators only) and the document. */
export function VerificationItem({ request }: { request: AdminVerification }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const [stale, setStale] = useState(false);
  const decide = useDecideVerification();
  const { business, requester } = request;
  const kind = VERIFICATION_KIND_LABELS[request.kind];
  const onConfirm = (chosen: Decision, note: string) => {
    setStale(false);
    decide.mutate(
      {
        id: request.id,
        decision: chosen,
        version: request.version,
        ...(note ? { adminNotes: note } : {}),
      },
      {
        onSuccess: () => {
          setDecision(null);
          toast(
            chosen === 'approve'
              ? {
                  title: 'Negocio verificado',
                  description: `«${business.name}» ya muestra la insignia.`,
                }
              : {
                  title: 'Solicitud rechazada',
                  description: `${requester.username} verá el motivo.`,
                },
          );
        },
        onError: (error) => {
          if (isStale(error)) {
            setDecision(null);
            setStale(true);
            return;
          }
          toast({
            title: 'Error',
            description: serverMessage(error, 'No se pudo guardar la decisión.'),
            variant: 'destructive',
          });
        },
      },
    );
  };
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
      {stale && (
        <FormAlert title={STALE_VERSION_MESSAGE}>
          Revisa la solicitud como está ahora antes de decidir.
        </FormAlert>
      )}
      {request.status === 'pending' && (
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
        approveText={`«${business.name}» mostrará la insignia «Verificado» con la fecha de hoy. El ${kind.toLowerCase()} nunca se publica.`}
        rejectText={`${requester.username} verá el motivo y podrá pedirla de nuevo.`}
        pending={decide.isPending}
        onConfirm={onConfirm}
      />
    </li>
  );
}
