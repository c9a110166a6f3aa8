/** An error the client should see: a status, a Spanish message and optional field details. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, string[]>,
    /** Fields sent beside `error`, such as the current `version` of a 409 on a stale decision. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: Record<string, string[]>) =>
  new HttpError(400, message, details);
export const unauthorized = (message = 'Debes iniciar sesión') => new HttpError(401, message);
export const forbidden = (message = 'No tienes permiso para esta acción') =>
  new HttpError(403, message);
export const notFound = (message = 'No encontrado') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/**
 * A decision sent for a version that is no longer the waiting one (docs/decisions/012-decisions-bind-a-version.md):
 * nothing was applied, and the answer names the current version so the screen can show it.
 */
export const staleVersion = (message: string, version: number) =>
  new HttpError(409, message, undefined, { version });
export const tooManyRequests = (
  message = 'Demasiados intentos. Intenta de nuevo en unos minutos.',
) => new HttpError(429, message);
