import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { BusinessImage } from '../../../components/business/business-image';
import { ProfileSection } from './section';

/** Photo grid; a photo opens in a lightbox that traps focus and closes with Escape. */
export function Gallery({ images }: { images: BusinessDetail['gallery'] }) {
  const [open, setOpen] = useState<number | null>(null);
  const current = open !== null ? images[open] : undefined;
  const go = (delta: number) =>
    setOpen((i) => (i === null ? i : (i + delta + images.length) % images.length));
  return (
    <ProfileSection id="galeria" title="Galería">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {images.map((image, i) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              className="block w-full overflow-hidden rounded-lg"
              aria-label={`Ver foto ${i + 1}${image.caption ? `: ${image.caption}` : ''}`}
            >
              <BusinessImage
                src={image.imageUrl}
                alt=""
                className="aspect-[8/5] w-full object-cover transition-transform hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80" />
          <Dialog.Content className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 outline-none">
            <Dialog.Title className="sr-only">
              Foto {open !== null ? open + 1 : ''} de {images.length}
            </Dialog.Title>
            {current && (
              <figure className="max-h-full max-w-4xl">
                <BusinessImage
                  src={current.imageUrl}
                  alt={current.caption ?? ''}
                  className="max-h-[75vh] w-auto rounded-lg"
                  eager
                />
                {current.caption && (
                  <figcaption className="mt-2 text-center text-white">{current.caption}</figcaption>
                )}
              </figure>
            )}
            <div className="mt-4 flex gap-3">
              {images.length > 1 && (
                <button
                  type="button"
                  onClick={() => go(-1)}
                  className="rounded-full bg-white/90 p-2"
                  aria-label="Foto anterior"
                >
                  <ChevronLeft className="size-5" aria-hidden />
                </button>
              )}
              <Dialog.Close className="rounded-full bg-white/90 p-2" aria-label="Cerrar">
                <X className="size-5" aria-hidden />
              </Dialog.Close>
              {images.length > 1 && (
                <button
                  type="button"
                  onClick={() => go(1)}
                  className="rounded-full bg-white/90 p-2"
                  aria-label="Foto siguiente"
                >
                  <ChevronRight className="size-5" aria-hidden />
                </button>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </ProfileSection>
  );
}
