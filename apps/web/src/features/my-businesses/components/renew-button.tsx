import { useState } from 'react';
import type { MyBusiness } from '@drd/shared/api/my-businesses';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { ConfirmDialog } from '../../../components/form/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useRequestRenewal } from '../api/request-renewal';

/** 'Renovar': asks first, saying where the new year starts, then leaves a payment to make. */
export function RenewButton({ business }: { business: MyBusiness }) {
  const [open, setOpen] = useState(false);
  const renewal = useRequestRenewal(business.id);
  const { state, expiresAt } = business.subscription;
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
        <span className="sr-only"> {business.name}</span>
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
