// What a failed registration means for the screen: the listings it may duplicate (409 with
// candidates), missing fields, field messages to show in place, an expired session, a network
// failure, or a plain error. The toast's words follow the product's texts.
import type { DuplicateCandidate } from '@drd/shared/api/registration';
import { ApiRequestError } from '../../lib/api-client';

export const SUBMIT_FAILED = 'Error al registrar el negocio';
export const SUBMIT_FALLBACK =
  'Ha ocurrido un error al registrar tu negocio. Por favor, intenta de nuevo.';

export type SubmitFailure =
  | { kind: 'duplicates'; candidates: DuplicateCandidate[] }
  | { kind: 'missing'; fields: string[] }
  | { kind: 'fields'; details: Record<string, string>; message: string }
  | { kind: 'session' }
  | { kind: 'network' }
  | { kind: 'other'; message: string };

const isCandidateList = (v: unknown): v is DuplicateCandidate[] =>
  Array.isArray(v) && v.every((c) => typeof c === 'object' && c !== null && 'id' in c);

export function readSubmitError(error: unknown): SubmitFailure {
  if (!(error instanceof ApiRequestError)) return { kind: 'network' };
  const { status, body, payload } = error;
  const candidates = (payload as { candidates?: unknown } | null)?.candidates;
  if (status === 409 && isCandidateList(candidates) && candidates.length > 0) {
    return { kind: 'duplicates', candidates };
  }
  if (status === 401) return { kind: 'session' };
  const missing = body?.details?.missing;
  if (status === 400 && missing && missing.length > 0) return { kind: 'missing', fields: missing };
  const message = body?.error ?? error.message;
  // A 409 without candidates names one field: the offer code somebody used meanwhile.
  const details: Record<string, string> =
    status === 409 && /código de oferta/i.test(message) ? { offerCode: message } : {};
  for (const [field, messages] of Object.entries(body?.details ?? {})) {
    if (messages[0]) details[field] = messages[0];
  }
  if (Object.keys(details).length > 0) return { kind: 'fields', details, message };
  return { kind: 'other', message };
}

/** The toast's description: 'Error al registrar negocio: <server message>' or the fallback. */
export function submitErrorDescription(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const detail = error.body?.error ?? error.message;
    if (detail) return `Error al registrar negocio: ${detail}`;
  }
  return SUBMIT_FALLBACK;
}
