import { Banknote, Landmark } from 'lucide-react';
import type { TransactionSummary } from '@drd/shared/api/registration';
import { formatPlanPrice } from '@drd/shared/plan-price';
import { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from '../../lib/subscription-text';
import { Button } from '../form/button';
import { useDopPerUsd } from './get-exchange-rate';
import { usePayment } from './get-payment';
import { PaymentReceipt } from './payment-receipt';

const METHOD_ICONS = { bank_transfer: Landmark, cash: Banknote } as const;

/**
 * The payment due ('Pagar después'): its amount in US$ and RD$ at once, then the reference, how
 * to pay (manual provider), and the receipt by WhatsApp or uploaded.
 */
export function PaymentDetails({
  businessId,
  payment,
}: {
  businessId: number;
  payment: TransactionSummary;
}) {
  const details = usePayment(businessId, payment.id);
  const dopPerUsd = useDopPerUsd();
  const type = PAYMENT_TYPE_LABELS[payment.type] ?? 'Pago';
  return (
    <section
      aria-label="Pago pendiente"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800 sm:p-4"
    >
      <p className="font-semibold text-amber-950">
        Pago pendiente · {type}:{' '}
        <span data-testid="payment-amount">
          {formatPlanPrice(payment.amount, details.data?.dopPerUsd ?? dopPerUsd)}
        </span>
      </p>
      {details.isPending ? (
        <p role="status" className="text-slate-600">
          Cargando instrucciones de pago...
        </p>
      ) : details.isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-red-800">No se pudieron cargar las instrucciones de pago.</p>
          <Button variant="secondary" onClick={() => void details.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <>
          <p>
            Referencia:{' '}
            <strong className="font-mono whitespace-nowrap" data-testid="payment-reference">
              {details.data.instructions.reference}
            </strong>
            <span className="block text-xs text-slate-600">
              Indícala al pagar para que podamos identificar tu pago.
            </span>
          </p>
          <ul className="space-y-2">
            {details.data.instructions.methods.map(({ method, text }) => {
              const Icon = METHOD_ICONS[method];
              return (
                <li key={method}>
                  <p className="font-semibold">
                    <Icon
                      className="mr-1.5 inline size-4 align-[-0.2em] text-amber-800"
                      aria-hidden
                    />
                    {PAYMENT_METHOD_LABELS[method]}
                  </p>
                  <p>{text}</p>
                </li>
              );
            })}
          </ul>
          <p className="text-xs text-slate-600">
            Un administrador confirmará el pago cuando lo reciba.
          </p>
          <PaymentReceipt
            businessId={businessId}
            transactionId={payment.id}
            reference={details.data.instructions.reference}
            businessName={details.data.businessName}
            receiptKey={details.data.receiptKey}
          />
        </>
      )}
    </section>
  );
}
