import { useEffect, useState } from 'react';
import type { NearestPlace } from '@drd/shared/nearest-place';

/**
 * The municipality a position is near ('Cerca de Sosúa'), worked out in the browser. Its tables
 * load on demand, the first time a position is shown. undefined while loading; null when no
 * municipality is near.
 */
export function useNearestPlace(
  position: { lat: number; lng: number } | null,
): NearestPlace | null | undefined {
  const [answer, setAnswer] = useState<{ key: string; place: NearestPlace | null } | null>(null);
  const lat = position?.lat;
  const lng = position?.lng;
  const key = lat === undefined || lng === undefined ? null : `${lat},${lng}`;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    let current = true;
    void import('@drd/shared/nearest-place').then(({ nearestPlace }) => {
      if (current) setAnswer({ key: `${lat},${lng}`, place: nearestPlace({ lat, lng }) });
    });
    return () => {
      current = false;
    };
  }, [lat, lng]);
  if (key === null) return null;
  return answer?.key === key ? answer.place : undefined;
}
