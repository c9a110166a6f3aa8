import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { sendFailure } from './send-failure';

describe('sendFailure', () => {
  it('gives the fields’ first messages when the server named fields, and no form message', () => {
    const error = new ApiRequestError(400, '400', {
      error: 'Datos inválidos',
      details: { askerEmail: ['Debe ingresar un email válido', 'otro'] },
    });
    expect(sendFailure(error, 'No se pudo')).toEqual({
      fields: { askerEmail: 'Debe ingresar un email válido' },
      message: null,
    });
  });

  it('gives the server’s message, or the fallback when there is none', () => {
    const refused = new ApiRequestError(429, '429', { error: 'Ya enviaste varias preguntas.' });
    expect(sendFailure(refused, 'No se pudo')).toEqual({
      fields: null,
      message: 'Ya enviaste varias preguntas.',
    });
    expect(sendFailure(new Error('offline'), 'No se pudo')).toEqual({
      fields: null,
      message: 'No se pudo',
    });
  });

  it('adds the code of the server’s log line to a server failure', () => {
    const failed = new ApiRequestError(500, '500', {
      error: 'Error interno del servidor',
      requestId: '0123456789abcdef',
    });
    expect(sendFailure(failed, 'No se pudo')).toEqual({
      fields: null,
      message: 'Error interno del servidor (código 0123456789abcdef)',
    });
  });
});
