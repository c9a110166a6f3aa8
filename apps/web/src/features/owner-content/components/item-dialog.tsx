import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import type { z } from 'zod';
import type { OwnerItem } from '@drd/shared/api/content/items';
import { CONTENT_TYPES } from '@drd/shared/api/content/registry';
import { Button } from '../../../components/form/button';
import { BusinessImage } from '../../../components/business/business-image';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { ApiRequestError, serverMessage } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast-store';
import { useSaveItem } from '../api/content';
import { formValues, requestBody, type FormValues } from '../lib/form-values';
import { TYPE_CONFIG, type PanelType } from '../lib/type-config';
import { asText } from '../lib/as-text';
import { GalleryPhoto } from './gallery-photo';
import { ItemField } from './item-field';

interface ItemDialogProps {
  businessId: number;
  type: PanelType;
  /** The item to edit; null adds a new one. */
  item: OwnerItem | null;
  onClose: () => void;
}

/**
 * The add and edit dialog of every type: its controls come from the type's field list and its
 * checks (with their Spanish messages) from the registry's create or edit schema.
 */
export function ItemDialog({ businessId, type, item, onClose }: ItemDialogProps) {
  const config = TYPE_CONFIG[type];
  const creating = item === null;
  const fields = config.fields.filter((f) => creating || !f.createOnly || f.lockedOnEdit);
  const sent = fields.filter((f) => creating || !f.createOnly);
  const schema = (creating ? CONTENT_TYPES[type].create : CONTENT_TYPES[type].edit) as z.ZodType<
    FormValues,
    FormValues
  >;
  // The schema checks the body as it will be sent (instants, not datetime-local text).
  const check = zodResolver(schema, undefined, { raw: true }) as Resolver<FormValues>;
  const resolver: Resolver<FormValues> = (values, context, options) =>
    check(requestBody(sent, values) as FormValues, context, options);
  const form = useForm<FormValues>({ defaultValues: formValues(fields, item), resolver });
  const save = useSaveItem(businessId, type);
  const values = useWatch({ control: form.control });
  const missing = creating && fields.some((f) => f.required && !values[f.name]?.trim());
  // A new photo shows under its uploader (gallery-photo.tsx); an item being edited shows here.
  const previewUrl = type === 'gallery' && item ? asText(item.imageUrl) : '';

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: item?.id ?? null, body },
      {
        onSuccess: (answer) => {
          toast({
            title: creating ? config.toasts.added : config.toasts.updated,
            description: answer.message,
          });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError) {
            for (const [name, messages] of Object.entries(error.body?.details ?? {})) {
              if (messages[0]) form.setError(name, { message: messages[0] });
            }
          }
          const fallback = creating ? config.toasts.addFailed : config.toasts.updateFailed;
          const detail = serverMessage(error, '');
          toast({
            variant: 'destructive',
            title: fallback,
            ...(detail ? { description: detail } : {}),
          });
        },
      },
    ),
  );

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={creating ? config.addLabel : config.editLabel}
      description="Los cambios se revisan antes de publicarse."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {fields.map((field) =>
          field.input === 'photo' ? (
            <GalleryPhoto
              key={field.name}
              control={form.control}
              label={field.label}
              required={field.required === true}
            />
          ) : (
            <ItemField
              key={field.name}
              field={field}
              register={form.register}
              error={form.formState.errors[field.name]?.message}
              locked={!creating && field.lockedOnEdit === true}
            />
          ),
        )}
        {previewUrl && (
          <figure>
            <BusinessImage
              src={previewUrl}
              alt="Vista previa de la imagen"
              className="aspect-video w-full rounded-md bg-slate-100 object-cover"
            />
            <figcaption className="mt-1 text-sm text-slate-700">{values.caption}</figcaption>
          </figure>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="secondary" disabled={save.isPending}>
              Cancelar
            </Button>
          </Dialog.Close>
          <Button
            type="submit"
            disabled={missing}
            pending={save.isPending}
            pendingText="Guardando..."
          >
            {creating ? 'Agregar' : 'Guardar'}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
