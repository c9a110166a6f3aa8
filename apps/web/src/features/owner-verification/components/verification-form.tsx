// The owner's request for the 'Verificado' badge: RNC or cédula (checked by its check digit here
// and on the server, with the same shared schema) and a photo of a document, uploaded privately.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { documentPath, type DocumentUpload } from '@drd/shared/api/media-ref';
import { verificationBodySchema, type VerificationBody } from '@drd/shared/api/verification';
import { Button } from '../../../components/form/button';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/ui/toast-store';
import { PhotoUploader } from '../../../components/upload/photo-uploader';
import { serverMessage } from '../../../lib/api-client';
import { useRequestVerification } from '../api/request-verification';

const KINDS = [
  { value: 'rnc', label: 'RNC (9 dígitos)' },
  { value: 'cedula', label: 'Cédula (11 dígitos)' },
] as const;

export function VerificationForm({ businessId }: { businessId: number }) {
  const form = useForm<VerificationBody, unknown, VerificationBody>({
    resolver: zodResolver(verificationBodySchema),
    defaultValues: { kind: 'rnc', number: '', documentKey: '' },
  });
  const documentKey = useWatch({ control: form.control, name: 'documentKey' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const request = useRequestVerification(businessId);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    request.mutate(
      { businessId, ...body },
      {
        onSuccess: (answer) => {
          form.reset();
          toast({ title: 'Solicitud enviada', description: answer.message });
        },
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
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Pedir verificación">
      <SelectField label="Documento" options={KINDS} required {...form.register('kind')} />
      <TextField
        label={kind === 'cedula' ? 'Número de cédula' : 'Número de RNC'}
        required
        inputMode="numeric"
        autoComplete="off"
        hint="Solo lo verán los administradores; nunca se publica."
        error={errors.number?.message}
        {...form.register('number')}
      />
      <div className="space-y-2">
        <PhotoUploader<DocumentUpload>
          label="Foto del documento"
          url="/api/uploads/documents"
          onUploaded={(answer) =>
            form.setValue('documentKey', answer.key, { shouldValidate: true })
          }
        />
        <p className="text-sm text-slate-600">
          El certificado del RNC o tu cédula, legible. Solo la verán los administradores.
        </p>
        {documentKey && (
          <img
            src={documentPath(documentKey)}
            alt="Vista previa del documento"
            className="h-32 w-full rounded border border-slate-200 bg-white object-contain"
          />
        )}
        {errors.documentKey?.message && (
          <p role="alert" className="text-sm text-red-700">
            {documentKey ? errors.documentKey.message : 'Sube una foto del documento'}
          </p>
        )}
      </div>
      <Button type="submit" pending={request.isPending} pendingText="Enviando...">
        Pedir verificación
      </Button>
    </form>
  );
}
