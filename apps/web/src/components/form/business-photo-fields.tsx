import { Controller, useFormContext } from 'react-hook-form';
import { PhotoField } from '../upload/photo-field';

/** The fields this block fills, in any form that has them (wizard, owner's editor). */
interface PhotoFieldValues {
  logoUrl: string;
  imageUrl: string;
}

const PHOTOS = [
  { name: 'logoUrl', label: 'Logo (opcional)', purpose: 'logo' },
  { name: 'imageUrl', label: 'Foto de portada (opcional)', purpose: 'cover' },
] as const;

/** A business's logo and cover photo: the same in the wizard and the panel. */
export function BusinessPhotoFields() {
  const { control } = useFormContext<PhotoFieldValues>();
  return PHOTOS.map(({ name, label, purpose }) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhotoField
          label={label}
          purpose={purpose}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  ));
}
