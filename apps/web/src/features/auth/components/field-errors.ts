import { ApiRequestError } from '../../../lib/api-client';

/** Field messages from a 400's details, or from a 409 naming the username or e-mail. */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || !error.body) return {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.details ?? {})) {
    if (messages[0]) errors[field] = messages[0];
  }
  if (error.status === 409) {
    const message = error.body.error;
    if (/usuario/i.test(message)) errors.username = message;
    else if (/correo/i.test(message)) errors.email = message;
  }
  return errors;
}
