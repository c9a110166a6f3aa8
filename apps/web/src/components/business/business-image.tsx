import { useState } from 'react';
import { BUSINESS_PLACEHOLDER_IMAGE as PLACEHOLDER } from '@drd/shared/constants';
import { mediaSrcSet } from '@drd/shared/media';

/**
 * A business photo that falls back to the placeholder when missing or broken; an uploaded one
 * offers its smaller widths (`sizes`: how wide it is drawn).
 */
export function BusinessImage({
  src,
  alt,
  className,
  eager = false,
  sizes = '(min-width: 640px) 400px, 100vw',
}: {
  src: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  const srcSet = failed ? undefined : mediaSrcSet(src);
  return (
    <img
      src={!src || failed ? PLACEHOLDER : src}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={800}
      height={500}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
