// One image of a form (a logo, a cover photo): uploaded from the device, never typed as an
// address (docs/decisions/013-images-from-our-storage.md). The value is the uploaded photo's URL.
import { Button } from '../form/button';
import { PhotoUploader } from './photo-uploader';

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
      {value && (
        <Button variant="ghost" onClick={() => onChange('')}>
          Quitar {label.replace(/ \(opcional\)$/, '').toLowerCase()}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
