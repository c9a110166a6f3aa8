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
  const key = position ? `${position.lat},${position.lng}` : '';
  useEffect(() => {
    if (!position) return;
    let current = true;
    void import('@drd/shared/nearest-place').then(({ nearestPlace }) => {
      if (current)
        setAnswer({ key: `${position.lat},${position.lng}`, place: nearestPlace(position) });
    });
    return () => {
      current = false;
    };
    // The key names the position; the object itself may be new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!position) return null;
  return answer?.key === key ? answer.place : undefined;
}
