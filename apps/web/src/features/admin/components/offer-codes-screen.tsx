import { Plus } from 'lucide-react';
import { Button } from '../../../components/form/button';
import { toast } from '../../../components/ui/toast-store';
import { useCreateOfferCode } from '../api/create-offer-code';
import { useOfferCodes } from '../api/get-offer-codes';
import { AdminPage } from './admin-page';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { OfferCodesTable } from './offer-codes-table';

/** /admin/offer-codes: generate a code, list every code, copy the available ones. */
export function OfferCodesScreen() {
  const codes = useOfferCodes();
  const create = useCreateOfferCode();
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
  const available = codes.data?.filter((c) => !c.isUsed).length ?? 0;
  return (
    <AdminPage
      title="Códigos de oferta"
      description="Cada código da un año de publicación gratis y sirve una sola vez."
      action={
        <Button pending={create.isPending} pendingText="Generando..." onClick={generate}>
          <Plus className="size-5" aria-hidden /> Generar código
        </Button>
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
          <OfferCodesTable codes={codes.data} />
        </>
      )}
    </AdminPage>
  );
}
