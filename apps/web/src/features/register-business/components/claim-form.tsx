// 'Es mi negocio — reclamarlo': the note (and an optional photo of a document, taken with the
// phone and kept private: only the claimant and administrators see it) that an administrator
// reads before handing the listing over.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { claimBodySchema, type ClaimBody } from '@drd/shared/api/claims';
import { documentPath, type DocumentUpload } from '@drd/shared/api/media-ref';
import { Button } from '../../../components/form/button';
import { PrivacyConsent } from '../../../components/form/privacy-consent';
import { TextareaField } from '../../../components/form/textarea-field';
import { PhotoUploader } from '../../../components/upload/photo-uploader';
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
    defaultValues: { note: '', documentKey: '' },
  });
  const documentKey = useWatch({ control: form.control, name: 'documentKey' });
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
      <div className="space-y-2">
        <PhotoUploader<DocumentUpload>
          label="Foto de un documento (opcional)"
          url="/api/uploads/documents"
          onUploaded={(answer) => form.setValue('documentKey', answer.key)}
        />
        <p className="text-sm text-slate-600">
          Una factura, el registro mercantil o una licencia que muestre el negocio. Solo la verán
          los administradores.
        </p>
        {typeof documentKey === 'string' && documentKey && (
          <img
            src={documentPath(documentKey)}
            alt="Vista previa del documento"
            className="h-32 w-full rounded border border-slate-200 bg-white object-contain"
          />
        )}
        {errors.documentKey?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.documentKey.message}
          </p>
        )}
      </div>
      <PrivacyConsent />
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
