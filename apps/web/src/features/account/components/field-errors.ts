import { ApiRequestError } from '../../../lib/api-client';

/** The first message of each field of a 400's details, for the form's fields. */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || !error.body?.details) return {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.details)) {
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}
