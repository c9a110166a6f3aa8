import { lazy, Suspense, useRef, useState } from 'react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { BusinessImage } from '../../../components/business/business-image';
import { ProfileSection } from './section';

// The lightbox and its dialog library (~12 KB gzip) load when a visitor heads for a photo, not
// with the profile: they were on the path to the profile's first paint.
const loadLightbox = () => import('./lightbox');
const Lightbox = lazy(async () => ({ default: (await loadLightbox()).Lightbox }));

/** Photo grid; a photo opens in a lightbox that traps focus and closes with Escape. */
export function Gallery({ images }: { images: BusinessDetail['gallery'] }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const prefetch = () => void loadLightbox();
  return (
    <ProfileSection id="galeria" title="Galería">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {images.map((image, i) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(i);
              }}
              onPointerEnter={prefetch}
              onFocus={prefetch}
              onTouchStart={prefetch}
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
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </ProfileSection>
  );
}
