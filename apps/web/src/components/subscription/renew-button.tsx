import { useState } from 'react';
import type { SubscriptionAnswer } from '@drd/shared/api/subscriptions';
import { PACKAGES } from '@drd/shared/constants';
import { formatDate } from '@drd/shared/format';
import { formatPlanPrice } from '@drd/shared/plan-price';
import { serverMessage } from '../../lib/api-client';
import { Button } from '../form/button';
import { DialogFrame } from '../ui/dialog-frame';
import { toast } from '../ui/toast-store';
import { useDopPerUsd } from './get-exchange-rate';
import { useRequestRenewal } from './request-renewal';

interface RenewButtonProps {
  businessId: number;
  businessName: string;
  /** The plan paid for now: the renewal is for it or a higher one. */
  packageId: number;
  subscription: Pick<SubscriptionAnswer, 'state' | 'expiresAt'>;
  /** Reloads what the screen shows about the plan once the renewal is asked for. */
  refresh: () => Promise<unknown>;
}

/**
 * 'Renovar': the current plan and the higher ones with their prices (the plan table in shared),
 * where the new year starts, then a payment to make for the chosen plan.
 */
export function RenewButton(props: RenewButtonProps) {
  const { businessId, businessName, packageId, subscription, refresh } = props;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(packageId);
  const dopPerUsd = useDopPerUsd();
  const renewal = useRequestRenewal(businessId, refresh);
  const { state, expiresAt } = subscription;
  const plans = PACKAGES.filter((p) => p.id >= packageId);
  // Short: at 200 % text on a phone the whole dialog must still fit on the screen.
  const description =
    state === 'expired' || !expiresAt
      ? 'Se añadirá un año a tu plan, contado desde el día en que se reciba el pago.'
      : `Se añadirá un año a tu plan. Si pagas antes del ${formatDate(expiresAt)}, empieza ese día, al terminar el actual.`;
  const onConfirm = () =>
    renewal.mutate(chosen, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: 'Renovación solicitada',
          description: 'Sigue las instrucciones de pago para completarla.',
        });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'No se pudo solicitar la renovación.'),
          variant: 'destructive',
        }),
    });
  const onOpenChange = (next: boolean) => {
    if (next) setChosen(packageId);
    setOpen(next);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => onOpenChange(true)}>
        Renovar
        <span className="sr-only"> {businessName}</span>
      </Button>
      <DialogFrame
        open={open}
        onOpenChange={onOpenChange}
        title="¿Renovar tu plan?"
        description={description}
      >
        <fieldset className="min-w-0 space-y-2">
          <legend className="text-sm font-medium text-slate-700">Plan del nuevo año</legend>
          {plans.map((plan) => (
            <label
              key={plan.id}
              className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 ${
                chosen === plan.id ? 'border-brand-600 bg-brand-50' : 'border-slate-300'
              }`}
            >
              <input
                type="radio"
                name={`renovar-${businessId}`}
                className="mt-1 size-4 accent-brand-700"
                checked={chosen === plan.id}
                onChange={() => setChosen(plan.id)}
              />
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">
                  {plan.name}
                  {plan.id === packageId && (
                    <span className="font-normal text-slate-600"> (tu plan actual)</span>
                  )}
                </span>
                <span className="block text-sm text-brand-800">
                  {formatPlanPrice(plan.price, dopPerUsd)}/año
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={renewal.isPending} onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button pending={renewal.isPending} onClick={onConfirm}>
            Renovar
          </Button>
        </div>
      </DialogFrame>
    </>
  );
}
