import { Dialog } from 'radix-ui';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { BusinessImage } from '../../../components/business/business-image';

/** One photo of the gallery, full screen: traps focus, closes with Escape or 'Cerrar'. */
export function Lightbox({
  images,
  index,
  onIndex,
  onClose,
  returnFocus,
}: {
  images: BusinessDetail['gallery'];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** Back to the photo that opened the lightbox: there is no Dialog.Trigger to return to. */
  returnFocus: () => void;
}) {
  const current = images[index];
  const go = (delta: number) => onIndex((index + delta + images.length) % images.length);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title className="sr-only">
            Foto {index + 1} de {images.length}
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
  );
}
