// What a visitor's form (a review, a question) shows when the server refuses it.
import { ApiRequestError, serverMessage } from './api-client';

/** The fields' first messages when the server named fields, else one message for the form. */
export function sendFailure(
  error: unknown,
  fallback: string,
): { fields: Record<string, string> | null; message: string | null } {
  const body = error instanceof ApiRequestError ? error.body : undefined;
  if (body?.details) {
    const fields = Object.entries(body.details).map(([k, v]) => [k, v[0] ?? ''] as const);
    return { fields: Object.fromEntries(fields), message: null };
  }
  return { fields: null, message: serverMessage(error, fallback) };
}
