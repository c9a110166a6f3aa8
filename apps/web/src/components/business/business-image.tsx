import { useState } from 'react';
import { BUSINESS_PLACEHOLDER_IMAGE as PLACEHOLDER } from '@drd/shared/constants';

/** A business photo that falls back to the placeholder when missing or broken. */
export function BusinessImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? PLACEHOLDER : src}
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
