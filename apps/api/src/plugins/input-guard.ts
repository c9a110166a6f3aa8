// Text PostgreSQL cannot store (the NUL character) or that is not Unicode (lone surrogates from a
// JSON "\ud800", bytes that are not UTF-8, in the body or percent-encoded in the URL) is refused
// with 400 for every route, present and future, before a schema, a handler or a query sees it:
// path, query string, JSON body and multipart fields alike.
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http-error';

export const DISALLOWED_TEXT_MESSAGE = 'La solicitud contiene caracteres no permitidos';

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

function assertAllowedText(root: Record<string, unknown>): void {
  const field = findDisallowedText(root);
  if (field)
    throw badRequest(DISALLOWED_TEXT_MESSAGE, { [field]: ['Contiene caracteres no permitidos'] });
}

/**
 * Whether the URL's percent-encoded bytes are UTF-8. The router and the query parser decode a
 * broken sequence ('%FF', '%C3%28') to U+FFFD, so the raw URL is checked before they run.
 */
export function isUtf8Url(url: string): boolean {
  if (!url.includes('%')) return true;
  const bytes: number[] = [];
  for (let i = 0; i < url.length; i++) {
    const hex = url[i] === '%' ? url.slice(i + 1, i + 3) : '';
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(url[i]!, 'utf8'));
    }
  }
  return isUtf8(Buffer.from(bytes));
}

type MultipartValue = { type?: string; fieldname?: string; value?: unknown };
type MultipartPart = MultipartValue & {
  fields?: Record<string, MultipartValue | MultipartValue[] | undefined>;
  toBuffer?: () => Promise<Buffer>;
};

/** The text fields of a multipart part as a plain object: name → value. */
function multipartFields(part: MultipartPart): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(part.fields ?? {})) {
    fields[name] = [entry]
      .flat()
      .filter((v) => v?.type === 'field')
      .map((v) => v!.value);
  }
  return fields;
}

/**
 * Multipart bodies are read by the handler (request.file(), request.parts()), after every hook,
 * so the reading itself is wrapped: each text field is checked as it is handed out, and again
 * once the file is read (fields sent after the file arrive then).
 */
function guardMultipart(request: FastifyRequest): void {
  const target = request as unknown as Record<string, unknown>;
  const file = target.file as
    ((...args: unknown[]) => Promise<MultipartPart | undefined>) | undefined;
  if (typeof file === 'function') {
    target.file = async (...args: unknown[]) => {
      const part = await file.apply(request, args);
      if (!part) return part;
      assertAllowedText({ body: multipartFields(part) });
      const toBuffer = part.toBuffer?.bind(part);
      if (toBuffer) {
        part.toBuffer = async () => {
          const bytes = await toBuffer();
          assertAllowedText({ body: multipartFields(part) });
          return bytes;
        };
      }
      return part;
    };
  }
  const parts = target.parts as ((...args: unknown[]) => AsyncIterable<MultipartPart>) | undefined;
  if (typeof parts === 'function') {
    target.parts = (...args: unknown[]) => {
      const source = parts.apply(request, args);
      return (async function* () {
        for await (const part of source) {
          if (part.type === 'field')
            assertAllowedText({ body: { [String(part.fieldname)]: part.value } });
          yield part;
        }
      })();
    };
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  // JSON bodies are read as bytes, so bytes that are not UTF-8 are refused rather than turned
  // into U+FFFD; parsing itself stays Fastify's (with its prototype-poisoning protection).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (!isUtf8(body as Buffer)) {
      done(
        badRequest(DISALLOWED_TEXT_MESSAGE, { body: ['El texto no es UTF-8 válido'] }),
        undefined,
      );
      return;
    }
    void parseJson(request, body as unknown as string, done);
  });

  app.addHook('onRequest', async (request) => {
    if (!isUtf8Url(request.raw.url ?? '')) {
      throw badRequest(DISALLOWED_TEXT_MESSAGE, { url: ['El texto no es UTF-8 válido'] });
    }
  });

  app.addHook('preValidation', async (request) => {
    assertAllowedText({ params: request.params, query: request.query, body: request.body });
  });

  app.addHook('preHandler', async (request) => {
    if ((request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/')) {
      guardMultipart(request);
    }
  });
}
