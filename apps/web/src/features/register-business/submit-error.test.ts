import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { readSubmitError, submitErrorDescription, SUBMIT_FALLBACK } from './submit-error';

const apiError = (status: number, payload: Record<string, unknown>) =>
  new ApiRequestError(
    status,
    `${status}: ${JSON.stringify(payload)}`,
    { error: payload.error as string, details: payload.details as Record<string, string[]> },
    payload,
  );

describe('readSubmitError', () => {
  it('reads the duplicate candidates of a 409', () => {
    const candidate = { id: 4, name: 'Colmado', reason: 'phone' };
    const failure = readSubmitError(apiError(409, { error: 'Ya existe', candidates: [candidate] }));
    expect(failure).toEqual({ kind: 'duplicates', candidates: [candidate] });
  });

  it('tells missing fields, field messages, an expired session and a lost network apart', () => {
    expect(
      readSubmitError(
        apiError(400, { error: 'Faltan campos obligatorios', details: { missing: ['phone'] } }),
      ),
    ).toEqual({ kind: 'missing', fields: ['phone'] });
    expect(
      readSubmitError(
        apiError(400, { error: 'x', details: { website: ['Debe ingresar una URL válida'] } }),
      ),
    ).toEqual({
      kind: 'fields',
      details: { website: 'Debe ingresar una URL válida' },
      message: 'x',
    });
    expect(readSubmitError(apiError(401, { error: 'Debes iniciar sesión' }))).toEqual({
      kind: 'session',
    });
    expect(readSubmitError(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });

  it('puts a used offer code under its field', () => {
    const failure = readSubmitError(
      apiError(409, { error: 'Este código de oferta ya fue utilizado' }),
    );
    expect(failure).toMatchObject({
      kind: 'fields',
      details: { offerCode: 'Este código de oferta ya fue utilizado' },
    });
  });
});

describe('submitErrorDescription', () => {
  it('prefixes the server message, or falls back', () => {
    expect(submitErrorDescription(apiError(500, { error: 'Error interno' }))).toBe(
      'Error al registrar negocio: Error interno',
    );
    expect(submitErrorDescription(new TypeError('Failed to fetch'))).toBe(SUBMIT_FALLBACK);
  });
});
