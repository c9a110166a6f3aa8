import { useState } from 'react';
import type { SubscriptionAnswer } from '@drd/shared/api/subscriptions';
import { formatDate } from '@drd/shared/format';
import { serverMessage } from '../../lib/api-client';
import { Button } from '../form/button';
import { ConfirmDialog } from '../form/confirm-dialog';
import { toast } from '../ui/toast-store';
import { useRequestRenewal } from './request-renewal';

interface RenewButtonProps {
  businessId: number;
  businessName: string;
  subscription: Pick<SubscriptionAnswer, 'state' | 'expiresAt'>;
  /** Reloads what the screen shows about the plan once the renewal is asked for. */
  refresh: () => Promise<unknown>;
}

/** 'Renovar': asks first, saying where the new year starts, then leaves a payment to make. */
export function RenewButton({ businessId, businessName, subscription, refresh }: RenewButtonProps) {
  const [open, setOpen] = useState(false);
  const renewal = useRequestRenewal(businessId, refresh);
  const { state, expiresAt } = subscription;
  // Short: at 200 % text on a phone the whole dialog must still fit on the screen.
  const description =
    state === 'expired' || !expiresAt
      ? 'Se añadirá un año a tu plan, contado desde el día en que se reciba el pago.'
      : `Se añadirá un año a tu plan. Si pagas antes del ${formatDate(expiresAt)}, empieza ese día, al terminar el actual.`;
  const onConfirm = () =>
    renewal.mutate(undefined, {
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
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Renovar
        <span className="sr-only"> {businessName}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="¿Renovar tu plan?"
        description={description}
        confirmLabel="Renovar"
        pending={renewal.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
