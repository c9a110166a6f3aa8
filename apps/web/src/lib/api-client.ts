// The one way the web app talks to the API: cookies included, JSON in and out, and errors whose
// message is `status: body`, with the parsed body kept for forms.
// Response types come from the shared zod schemas (z.infer); the server already validates every
// answer against them, so the browser does not ship zod just to check them again.
import type { ApiError } from '@drd/shared/api/common';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiError | null,
    /** The whole parsed JSON answer, for errors that carry more than a message (a 409's list). */
    readonly payload: unknown = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * The Spanish message the server gave, or the fallback the screen wants to show; a server failure
 * adds the code of its log line, so the person can quote it to support.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const body = error instanceof ApiRequestError ? error.body : null;
  const message = body?.error || fallback;
  return body?.requestId ? `${message} (código ${body.requestId})` : message;
}

function asApiError(value: unknown): ApiError | null {
  if (typeof value !== 'object' || value === null) return null;
  const { error, details, version, requestId } = value as {
    error?: unknown;
    details?: unknown;
    version?: unknown;
    requestId?: unknown;
  };
  if (typeof error !== 'string') return null;
  return {
    error,
    ...(typeof details === 'object' && details !== null
      ? { details: details as Record<string, string[]> }
      : {}),
    // A stale decision's 409 names the version now waiting.
    ...(typeof version === 'number' ? { version } : {}),
    ...(typeof requestId === 'string' ? { requestId } : {}),
  };
}

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
  if (!response.ok) {
    const text = await response.text();
    let payload: unknown = null;
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
    throw new ApiRequestError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      asApiError(payload),
      payload,
    );
  }
  return (await response.json()) as T;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
};
