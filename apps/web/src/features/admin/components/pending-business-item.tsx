import { useState } from 'react';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError, serverMessage } from '../../../lib/api-client';
import { useApproveBusiness } from '../api/approve-business';
import type { PendingBusiness } from '../api/get-pending-businesses';
import { useRejectBusiness } from '../api/reject-business';
import { formatUsdAmount, paymentStatusLabel, paymentTypeLabel, planName, toneOf } from '../labels';
import { DecisionDialog, type Decision } from './decision-dialog';
import { PendingBusinessDetails } from './pending-business-details';
import { StatusBadge } from './list-states';

function PaymentState({ payment }: { payment: PendingBusiness['payment'] }) {
  if (!payment) return <span className="text-sm text-slate-600">Sin pago registrado</span>;
  if (payment.status === 'completed' && Number(payment.amount) === 0) {
    return (
      <span className="inline-flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge tone={toneOf('completed')}>Gratis</StatusBadge>
        <span>{paymentTypeLabel(payment.type)}</span>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm">
      <StatusBadge tone={toneOf(payment.status)}>{paymentStatusLabel(payment.status)}</StatusBadge>
      <span>
        {formatUsdAmount(payment.amount)} · {paymentTypeLabel(payment.type)}
      </span>
    </span>
  );
}

/** A new business waiting for approval: everything it publishes, its owner, plan and payment. */
export function PendingBusinessItem({ business }: { business: PendingBusiness }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  // The version a refused decision was answered with: the business changed while on screen.
  const [stale, setStale] = useState<{ message: string; version: number } | null>(null);
  const approve = useApproveBusiness();
  const reject = useRejectBusiness();
  const paymentNotice =
    business.payment?.status === 'pending'
      ? 'El pago aún no se ha recibido. '
      : business.payment?.status === 'refunded'
        ? 'El pago fue reembolsado. '
        : '';
  const onConfirm = (chosen: Decision, note: string) => {
    setStale(null);
    const onError = (error: unknown) => {
      const version = error instanceof ApiRequestError ? error.body?.version : undefined;
      if (version !== undefined) {
        // The list is read again (the mutation's onError): decided on only with a new click.
        setDecision(null);
        setStale({ message: serverMessage(error, ''), version });
        return;
      }
      toast({
        title: 'Error',
        description: serverMessage(
          error,
          chosen === 'approve'
            ? 'No se pudo aprobar el negocio.'
            : 'No se pudo rechazar el negocio.',
        ),
        variant: 'destructive',
      });
    };
    if (chosen === 'approve') {
      approve.mutate(
        { id: business.id, version: business.version, ...(note ? { adminNotes: note } : {}) },
        {
          onSuccess: () => {
            setDecision(null);
            toast({
              title: 'Negocio aprobado y publicado',
              description: `«${business.name}» ya aparece en el directorio por un año.`,
            });
          },
          onError,
        },
      );
    } else {
      reject.mutate(
        { id: business.id, version: business.version, adminNotes: note },
        {
          onSuccess: () => {
            setDecision(null);
            toast({
              title: 'Solicitud rechazada',
              description: `«${business.name}» sigue sin publicarse; el propietario verá tu nota.`,
            });
          },
          onError,
        },
      );
    }
  };
  return (
    <li
      data-testid="pending-business"
      data-business-id={business.id}
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <div className="min-w-0">
        <h2 className="text-lg font-semibold break-words">{business.name}</h2>
        <p className="text-sm text-slate-600">
          Registrado el {formatDate(business.createdAt)} ·{' '}
          <span data-testid="business-version">Versión {business.version}</span>
        </p>
      </div>
      <PendingBusinessDetails business={business} />
      <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">Propietario</dt>
          <dd className="text-sm break-words">{business.owner?.username ?? 'Sin propietario'}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">Plan</dt>
          <dd className="text-sm">{planName(business.packageId)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">Pago</dt>
          <dd>
            <PaymentState payment={business.payment} />
          </dd>
        </div>
      </dl>
      {/* Beside the buttons, where the click that was refused happened. */}
      {stale && (
        <FormAlert title={stale.message}>
          {business.version === stale.version
            ? `Ahora ves la versión ${stale.version}. Revisa los datos de arriba antes de decidir.`
            : `La versión nueva es la ${stale.version}; cargando sus datos…`}
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setDecision('approve')}>Aprobar</Button>
        <Button variant="secondary" onClick={() => setDecision('reject')}>
          Rechazar
        </Button>
      </div>
      <DecisionDialog
        key={decision ?? 'closed'}
        decision={decision}
        onClose={() => setDecision(null)}
        subject={business.name}
        approveText={`${paymentNotice}Al aprobarlo se publica en el directorio por un año desde hoy.`}
        rejectText="El negocio no se publica. El propietario verá el motivo."
        pending={approve.isPending || reject.isPending}
        onConfirm={onConfirm}
      />
    </li>
  );
}
