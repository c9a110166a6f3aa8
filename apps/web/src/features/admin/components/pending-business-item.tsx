import { formatDate } from '@drd/shared/format';
import { useApproveBusiness } from '../api/approve-business';
import type { PendingBusiness } from '../api/get-pending-businesses';
import { useRejectBusiness } from '../api/reject-business';
import { formatUsdAmount, paymentStatusLabel, paymentTypeLabel, planName, toneOf } from '../labels';
import { PendingBusinessDetails } from './pending-business-details';
import { StatusBadge } from './list-states';
import { DecisionControls, useVersionedDecision } from './versioned-decision';

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
  const approve = useApproveBusiness();
  const reject = useRejectBusiness();
  const paymentNotice =
    business.payment?.status === 'pending'
      ? 'El pago aún no se ha recibido. '
      : business.payment?.status === 'refunded'
        ? 'El pago fue reembolsado. '
        : '';
  // Approval starts the plan's year only when it was paid or granted (issue 41).
  const paid = business.payment?.status === 'completed';
  const state = useVersionedDecision({
    send: (decision, note, callbacks) => {
      const { id, version } = business;
      if (decision === 'approve') {
        approve.mutate({ id, version, ...(note ? { adminNotes: note } : {}) }, callbacks);
      } else reject.mutate({ id, version, adminNotes: note }, callbacks);
    },
    success: {
      approve: {
        title: 'Negocio aprobado y publicado',
        description: paid
          ? `«${business.name}» ya aparece en el directorio por un año.`
          : `«${business.name}» ya aparece en el directorio; su plan empieza cuando se reciba el pago.`,
      },
      reject: {
        title: 'Solicitud rechazada',
        description: `«${business.name}» sigue sin publicarse; el propietario verá tu nota.`,
      },
    },
    failure: {
      approve: 'No se pudo aprobar el negocio.',
      reject: 'No se pudo rechazar el negocio.',
    },
  });
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
      <DecisionControls
        state={state}
        staleNote={(version) =>
          business.version === version
            ? `Ahora ves la versión ${version}. Revisa los datos de arriba antes de decidir.`
            : `La versión nueva es la ${version}; cargando sus datos…`
        }
        subject={business.name}
        approveText={
          paid
            ? 'Al aprobarlo se publica en el directorio por un año desde hoy.'
            : `${paymentNotice}Al aprobarlo se publica en el directorio sin su plan: el año del plan empieza cuando se marque el pago recibido.`
        }
        rejectText="El negocio no se publica. El propietario verá el motivo."
        pending={approve.isPending || reject.isPending}
      />
    </li>
  );
}
