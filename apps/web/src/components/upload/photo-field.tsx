// One image of a form (a logo, a cover photo): uploaded from the device, or given as a URL as
// before. The value is the image's URL either way.
import { PhotoUploader } from './photo-uploader';
import { TextField } from '../form/text-field';

interface PhotoFieldProps {
  label: string;
  purpose: 'logo' | 'cover';
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
}

export function PhotoField({ label, purpose, value, onChange, error }: PhotoFieldProps) {
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-slate-900">{label}</legend>
      {value && (
        <img
          src={value}
          alt={`Vista previa: ${label.toLowerCase()}`}
          className={
            purpose === 'logo'
              ? 'h-20 w-20 rounded object-cover'
              : 'h-32 w-full rounded object-cover'
          }
        />
      )}
      <PhotoUploader<{ url: string }>
        label="Desde tu teléfono o computadora"
        url={`/api/uploads/photos?purpose=${purpose}`}
        onUploaded={(result) => onChange(result.url)}
      />
      <TextField
        label="O la URL de una imagen"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={value || ''}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </fieldset>
  );
}
