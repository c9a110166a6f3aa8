import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { BusinessImage } from '../../../components/business/business-image';
import { toast } from '../../../components/ui/toast-store';
import type { Lightbox as LightboxView } from './lightbox';
import { ProfileSection } from './section';

type LightboxProps = ComponentProps<typeof LightboxView>;

// When the lightbox's code cannot be downloaded (a dropped connection), the photo does not open
// and the visitor is told why; the page stays as it was.
function LightboxUnavailable({ onClose }: LightboxProps) {
  useEffect(() => {
    toast({
      title: 'No se pudo abrir la foto',
      description: 'Revisa tu conexión y recarga la página.',
      variant: 'destructive',
    });
    onClose();
  }, [onClose]);
  return null;
}

// The lightbox and its dialog library load when a visitor heads for a photo, not
// with the profile: they were on the path to the profile's first paint.
const loadLightbox = () => import('./lightbox');
const Lightbox = lazy<ComponentType<LightboxProps>>(() =>
  loadLightbox().then(
    (module) => ({ default: module.Lightbox }),
    () => ({ default: LightboxUnavailable }),
  ),
);

/** Photo grid; a photo opens in a lightbox that traps focus and closes with Escape. */
export function Gallery({ images }: { images: BusinessDetail['gallery'] }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const prefetch = () => void loadLightbox().catch(() => undefined);
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
