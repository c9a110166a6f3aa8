// 'Es mi negocio — reclamarlo': the note (and an optional link to a document photo) that an
// administrator reads before handing the listing over.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { claimBodySchema, type ClaimBody } from '@drd/shared/api/claims';
import { Button } from '../../../components/form/button';
import { TextareaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useCreateClaim, type ClaimAnswer } from '../api/create-claim';

interface ClaimFormProps {
  businessId: number;
  businessName: string;
  onSent: (answer: ClaimAnswer) => void;
  onCancel: () => void;
}

export function ClaimForm({ businessId, businessName, onSent, onCancel }: ClaimFormProps) {
  const form = useForm<ClaimBody, unknown, ClaimBody>({
    resolver: zodResolver(claimBodySchema),
    defaultValues: { note: '', documentUrl: '' },
  });
  const claim = useCreateClaim();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    claim.mutate(
      { businessId, ...body },
      {
        onSuccess: onSent,
        onError: (error) =>
          toast({
            title: 'No se pudo enviar la solicitud',
            description: serverMessage(error, 'Inténtalo de nuevo en unos minutos.'),
            variant: 'destructive',
          }),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-lg bg-slate-50 p-3">
      <TextareaField
        label={`¿Por qué ${businessName} es tuyo?`}
        required
        rows={3}
        hint="Por ejemplo: soy la dueña desde 2015; el teléfono está a mi nombre."
        error={errors.note?.message}
        {...form.register('note')}
      />
      <TextField
        label="Enlace a la foto de un documento (opcional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="Una factura, el registro mercantil o una licencia que muestre el negocio."
        error={errors.documentUrl?.message}
        {...form.register('documentUrl')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" pending={claim.isPending} pendingText="Enviando...">
          Enviar solicitud
        </Button>
      </div>
    </form>
  );
}
