// Text PostgreSQL cannot store (the NUL character) or that is not Unicode (lone surrogates from a
// JSON "\ud800", bytes that are not UTF-8) is refused with 400 for every route, present and
// future, before a schema, a handler or a query sees it.
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error';

const MESSAGE = 'La solicitud contiene caracteres no permitidos';

// A surrogate half without its partner (String.prototype.isWellFormed is ES2024, past our lib).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isAllowedText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** The first place (`query.q`, `body.items.0`) holding text that is not allowed, if any. */
function findDisallowedText(root: Record<string, unknown>): string | null {
  // Iterative: a deeply nested JSON body must not overflow the stack.
  const pending: [string, unknown][] = Object.entries(root);
  while (pending.length > 0) {
    const [path, value] = pending.pop()!;
    if (typeof value === 'string') {
      if (!isAllowedText(value)) return path;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (!isAllowedText(key)) return path;
        pending.push([`${path}.${key}`, child]);
      }
    }
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance): void {
  // JSON bodies are read as bytes, so bytes that are not UTF-8 are refused rather than turned
  // into U+FFFD; parsing itself stays Fastify's (with its prototype-poisoning protection).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (!isUtf8(body as Buffer)) {
      done(badRequest(MESSAGE, { body: ['El texto no es UTF-8 válido'] }), undefined);
      return;
    }
    void parseJson(request, body as unknown as string, done);
  });

  app.addHook('preValidation', async (request) => {
    const field = findDisallowedText({
      params: request.params,
      query: request.query,
      body: request.body,
    });
    if (field) throw badRequest(MESSAGE, { [field]: ['Contiene caracteres no permitidos'] });
  });
}
