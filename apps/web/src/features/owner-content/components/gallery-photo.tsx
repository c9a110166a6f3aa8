// The gallery dialog's photo: uploaded from the phone or computer first (the server keeps it as
// this user's upload), then named in the item the dialog adds with its caption. No address field:
// images come only from this site's storage (docs/decisions/013-images-from-our-storage.md).
import { useController, type Control } from 'react-hook-form';
import { BusinessImage } from '../../../components/business/business-image';
import { PhotoUploader } from '../../../components/upload/photo-uploader';
import type { FormValues } from '../lib/form-values';

export function GalleryPhoto({
  control,
  label,
  required = true,
}: {
  control: Control<FormValues>;
  label: string;
  required?: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'imageUrl' });
  return (
    <div className="space-y-3">
      <PhotoUploader<{ url: string }>
        label={required ? `${label} *` : label}
        url="/api/uploads/photos?purpose=gallery"
        onUploaded={(result) => field.onChange(result.url)}
      />
      {field.value && (
        <BusinessImage
          src={field.value}
          alt="Vista previa de la foto"
          className="aspect-video w-full rounded-md bg-slate-100 object-cover"
        />
      )}
      {fieldState.error?.message && (
        <p role="alert" className="text-sm text-red-700">
          {fieldState.error.message}
        </p>
      )}
    </div>
  );
}
