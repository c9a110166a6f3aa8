// Photos from the device, wherever the site takes an image: take one with the camera or choose
// files, each checked (type, size, the plan's room) and scaled down before it is sent, with its
// progress and a retry when it fails. The caller says where to send and what to do with the answer.
import { useId, useRef } from 'react';
import { Button } from '../form/button';
import { ACCEPTED_TYPES } from './prepare-photo';
import { usePhotoUploads, type UploadItem, type UploadTarget } from './use-photo-uploads';

interface PhotoUploaderProps<T> extends UploadTarget<T> {
  /** Several files at once (the gallery); one otherwise (a logo, a cover photo). */
  multiple?: boolean;
  /** How many more photos the plan allows; undefined when there is no limit. */
  remaining?: number | undefined;
  /** The message for a photo past the plan's limit. */
  limitMessage?: string;
  label?: string;
}

const STATE_TEXT: Record<UploadItem['state'], string> = {
  waiting: 'En espera',
  preparing: 'Preparando la foto…',
  sending: 'Subiendo',
  done: 'Subida',
  failed: 'No se subió',
};

export function PhotoUploader<T>({
  multiple = false,
  remaining,
  limitMessage = 'Tu plan no permite más fotos',
  label = 'Subir fotos',
  ...target
}: PhotoUploaderProps<T>) {
  const { items, add, retry, dismiss, canRetry } = usePhotoUploads(target);
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const full = remaining !== undefined && remaining <= 0;
  const onChoose = (input: HTMLInputElement | null) => {
    if (!input?.files) return;
    add([...input.files], remaining ?? Infinity, limitMessage);
    input.value = '';
  };

  return (
    <div className="space-y-3" role="group" aria-labelledby={headingId}>
      <p id={headingId} className="font-medium text-slate-800">
        {label}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={full} onClick={() => camera.current?.click()}>
          Tomar foto
        </Button>
        <Button variant="secondary" disabled={full} onClick={() => files.current?.click()}>
          {multiple ? 'Elegir fotos' : 'Elegir foto'}
        </Button>
      </div>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => onChoose(e.currentTarget)}
      />
      <input
        ref={files}
        type="file"
        accept={ACCEPTED_TYPES.join(',')}
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-label={multiple ? 'Elegir fotos' : 'Elegir foto'}
        onChange={(e) => onChoose(e.currentTarget)}
      />
      <p className="text-sm text-slate-600">
        JPG, PNG o WebP, hasta 10 MB. Las fotos grandes se reducen antes de enviarse.
        {remaining !== undefined && ` Puedes subir ${Math.max(remaining, 0)} más.`}
      </p>
      {items.length > 0 && (
        <ul className="space-y-2" aria-live="polite">
          {items.map((item) => (
            <li key={item.id} className="rounded-md border border-slate-200 p-3 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate font-medium">{item.name}</span>
                <span className={item.state === 'failed' ? 'text-red-700' : 'text-slate-700'}>
                  {STATE_TEXT[item.state]}
                  {item.state === 'sending' && ` ${Math.round(item.progress * 100)} %`}
                </span>
              </div>
              {item.state !== 'failed' && (
                <progress
                  className="mt-2 h-2 w-full"
                  max={1}
                  value={item.progress}
                  aria-label={`Progreso de ${item.name}`}
                />
              )}
              {item.error && <p className="mt-1 text-red-700">{item.error}</p>}
              {(item.state === 'failed' || item.state === 'done') && (
                <div className="mt-2 flex gap-2">
                  {item.state === 'failed' && canRetry(item.id) && (
                    <Button variant="secondary" onClick={() => retry(item.id)}>
                      Reintentar
                    </Button>
                  )}
                  <Button variant="ghost" onClick={() => dismiss(item.id)}>
                    Quitar de la lista
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
