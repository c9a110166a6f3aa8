// The device's position, read once on request (the specification's settings), with the reason in
// Spanish when it cannot be had. The position stays in the browser's memory: callers must not put
// it in an address or a log.
import { GEOLOCATION_TIMEOUT_MS } from '@drd/shared/constants';

export interface Position {
  lat: number;
  lng: number;
}

export class PositionError extends Error {
  constructor(
    message: string,
    readonly denied: boolean,
  ) {
    super(message);
  }
}

export const POSITION_DENIED =
  'No diste permiso para usar tu ubicación. Puedes activarlo en la configuración del navegador.';
export const POSITION_UNAVAILABLE = 'No se pudo obtener tu ubicación. Intenta de nuevo.';
export const POSITION_UNSUPPORTED = 'Geolocalización no está soportada por tu navegador';

export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new PositionError(POSITION_UNSUPPORTED, false));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (failure) =>
        reject(
          failure.code === failure.PERMISSION_DENIED
            ? new PositionError(POSITION_DENIED, true)
            : new PositionError(POSITION_UNAVAILABLE, false),
        ),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
