import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { AdminOfferCode } from '@drd/shared/api/offer-codes';
import { ConfirmDialog } from '../../../components/form/confirm-dialog';
import { serverMessage } from '../../../lib/api-client';
import { Button } from '../../../components/form/button';
import { toast } from '../../../components/ui/toast-store';
import { useCreateOfferCode } from '../api/create-offer-code';
import { useOfferCodes } from '../api/get-offer-codes';
import { useRevokeOfferCode } from '../api/revoke-offer-code';
import { OfferCodeBatchDialog } from './offer-code-batch-dialog';
import { AdminPage } from './admin-page';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { OfferCodesTable } from './offer-codes-table';

/** /admin/offer-codes: generate a code, list every code, copy the available ones. */
export function OfferCodesScreen() {
  const codes = useOfferCodes();
  const create = useCreateOfferCode();
  const revoke = useRevokeOfferCode();
  const [batch, setBatch] = useState(false);
  const [revoking, setRevoking] = useState<AdminOfferCode | null>(null);
  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast({ title: 'Código retirado', description: revoking.code });
        setRevoking(null);
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: serverMessage(error, 'No se pudo retirar el código.'),
          variant: 'destructive',
        });
        setRevoking(null);
      },
    });
  const generate = () =>
    create.mutate(undefined, {
      onSuccess: (code) => toast({ title: 'Código generado', description: code.code }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'No se pudo generar el código de oferta.',
          variant: 'destructive',
        }),
    });
  // When the screen opened: a code that expires while it is open shows so on the next visit.
  const [now] = useState(() => Date.now());
  const available =
    codes.data?.filter(
      (c) => !c.isUsed && !c.revokedAt && !(c.expiresAt && Date.parse(c.expiresAt) <= now),
    ).length ?? 0;
  return (
    <AdminPage
      title="Códigos de oferta"
      description="Cada código da un año de publicación gratis y sirve una sola vez."
      action={
        <div className="flex flex-wrap gap-2">
          <Button pending={create.isPending} pendingText="Generando..." onClick={generate}>
            <Plus className="size-5" aria-hidden /> Generar código
          </Button>
          <Button variant="secondary" onClick={() => setBatch(true)}>
            Generar varios
          </Button>
        </div>
      }
    >
      {codes.isPending ? (
        <ListLoading label="Cargando códigos..." />
      ) : codes.isError ? (
        <ListError
          title="No se pudieron cargar los códigos de oferta."
          onRetry={() => void codes.refetch()}
        />
      ) : codes.data.length === 0 ? (
        <ListEmpty title="Aún no hay códigos">
          Genera el primero con el botón «Generar código».
        </ListEmpty>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {codes.data.length} {codes.data.length === 1 ? 'código' : 'códigos'}, {available}{' '}
            {available === 1 ? 'disponible' : 'disponibles'}
          </p>
          <OfferCodesTable codes={codes.data} onRevoke={setRevoking} />
        </>
      )}
      <OfferCodeBatchDialog open={batch} onClose={() => setBatch(false)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`¿Retirar el código ${revoking?.code ?? ''}?`}
        description="Deja de funcionar ahora mismo. No se puede deshacer."
        confirmLabel="Retirar"
        destructive
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </AdminPage>
  );
}
