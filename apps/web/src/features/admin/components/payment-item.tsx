import { useState } from 'react';
import { documentPath } from '@drd/shared/api/media-ref';
import type { AdminPayment } from '@drd/shared/api/payments';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { ConfirmDialog } from '../../../components/form/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useMarkPaymentRefunded } from '../api/mark-payment-refunded';
import {
  formatUsdAmount,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentTypeLabel,
  toneOf,
} from '../labels';
import { StatusBadge } from './list-states';
import { MarkReceivedDialog } from './mark-received-dialog';

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** What was counted on receiving it, in its own currency: 'RD$ 3,540.00' or 'US$ 60.00'. */
function formatReceived(received: NonNullable<AdminPayment['received']>): string {
  const usd = formatUsdAmount(received.amount);
  return received.currency === 'USD' ? usd : usd.replace('US$', 'RD$');
}

/** One payment: who, how much, what for, its state and dates, and what can be done with it. */
export function PaymentItem({ payment }: { payment: AdminPayment }) {
  const [receiving, setReceiving] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const refund = useMarkPaymentRefunded();
  const name = payment.business?.name ?? 'Sin negocio';
  const onRefund = () =>
    refund.mutate(
      { id: payment.id, version: payment.version },
      {
        onSuccess: () => {
          setRefunding(false);
          toast({
            title: 'Pago reembolsado',
            description: `El pago de ${name} quedó reembolsado.`,
          });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessage(error, 'No se pudo marcar el pago como reembolsado.'),
            variant: 'destructive',
          }),
      },
    );
  // A free plan (offer code) has nothing to give back.
  const refundable = payment.status === 'completed' && Number(payment.amount) > 0;
  return (
    <li
      data-testid="payment"
      data-payment-id={payment.id}
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{name}</h2>
          <p className="text-sm text-slate-600">
            Pago #{payment.id} · {paymentTypeLabel(payment.type)}
          </p>
          <p className="text-sm text-slate-700">
            Referencia{' '}
            <span data-testid="payment-reference" className="font-mono font-semibold">
              {payment.reference}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-bold">{formatUsdAmount(payment.amount)}</span>
          <StatusBadge tone={toneOf(payment.status)}>
            {paymentStatusLabel(payment.status)}
          </StatusBadge>
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <dl className="grid min-w-0 flex-1 grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
          <Fact term="Propietario">{payment.user?.username ?? 'Sin propietario'}</Fact>
          <Fact term="Forma de pago">{paymentMethodLabel(payment.paymentMethod)}</Fact>
          <Fact term="Creado">{formatDate(payment.createdAt)}</Fact>
          {payment.paidAt && <Fact term="Recibido">{formatDate(payment.paidAt)}</Fact>}
          {payment.received && (
            <Fact term="Monto recibido">{formatReceived(payment.received)}</Fact>
          )}
          {payment.receivedReference && <Fact term="Comprobante">{payment.receivedReference}</Fact>}
          {payment.refundedAt && <Fact term="Reembolsado">{formatDate(payment.refundedAt)}</Fact>}
        </dl>
        {payment.receiptKey && (
          <a
            href={documentPath(payment.receiptKey)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="payment-receipt-link"
            className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 py-1 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
          >
            <img
              src={documentPath(payment.receiptKey)}
              alt=""
              className="size-10 rounded border border-slate-200 object-cover"
            />
            Ver comprobante
          </a>
        )}
        {payment.status === 'pending' && (
          <Button onClick={() => setReceiving(true)}>Marcar recibido</Button>
        )}
        {refundable && (
          <Button variant="secondary" onClick={() => setRefunding(true)}>
            Marcar reembolsado
          </Button>
        )}
      </div>
      {receiving && (
        <MarkReceivedDialog payment={payment} open={receiving} onOpenChange={setReceiving} />
      )}
      <ConfirmDialog
        open={refunding}
        onOpenChange={setRefunding}
        title="¿Marcar este pago como reembolsado?"
        description={`${formatUsdAmount(payment.amount)} de ${name}. Hazlo solo después de devolver el dinero.`}
        confirmLabel="Marcar reembolsado"
        destructive
        pending={refund.isPending}
        onConfirm={onRefund}
      />
    </li>
  );
}
