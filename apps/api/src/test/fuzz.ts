// Property-based fuzzing of HTTP routes with fast-check: hostile strings, numbers, arrays and
// objects in path parameters, query strings and JSON bodies. A route passes when it never answers
// 5xx and every 4xx is JSON `{error}` in Spanish (a page route outside /api/ may answer with its
// own HTML or plain-text page instead).
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, FastifySchema, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { isUtf8Url } from '../plugins/input-guard';

export interface FuzzTarget {
  method: string;
  /** The route as registered: '/api/businesses/detail/:id'. */
  route: string;
  /** The fields of the route's query-string and body schemas, so values land where they count. */
  queryKeys: string[];
  bodyKeys: string[] | null;
  /** A URL and body the route accepts, to mutate (the access table's). */
  validUrl?: string;
  validBody?: unknown;
  /** A route in front of a third-party service: 502/503 (in Spanish) when that one is down. */
  upstream?: boolean;
  /** The route takes multipart/form-data (a photo and text fields): fields are fuzzed there. */
  multipart?: boolean;
}

export interface FuzzOptions {
  numRuns: number;
  seed?: number;
  headers?: Record<string, string>;
  /** Called before each target (a session that a route such as logout may end). */
  cookies?: () => Promise<Record<string, string> | undefined>;
}

// ------------------------------------------------------------------------------ route shapes

type SchemaLike = { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } };

/** The keys of a zod object schema, looking through wrappers (optional, pipe, transform). */
export function objectKeys(schema: unknown, depth = 0): string[] {
  const s = schema as SchemaLike | undefined;
  if (!s || typeof s !== 'object' || depth > 5) return [];
  if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
  const def = s._zod?.def ?? {};
  for (const inner of [def.in, def.innerType, def.schema]) {
    const keys = objectKeys(inner, depth + 1);
    if (keys.length > 0) return keys;
  }
  return [];
}

export function targetFor(
  method: string,
  route: string,
  schema: FastifySchema | undefined,
  valid: { url?: string; body?: unknown } = {},
  upstream = false,
  multipart = false,
): FuzzTarget {
  return {
    method,
    route,
    upstream,
    multipart,
    queryKeys: objectKeys(schema?.querystring),
    bodyKeys: method === 'GET' ? null : objectKeys(schema?.body),
    ...(valid.url ? { validUrl: valid.url } : {}),
    ...(valid.body !== undefined ? { validBody: valid.body } : {}),
  };
}

// ------------------------------------------------------------------------------ values

const NASTY = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\u0007\u001b[31m\u007f',
  '\r\n',
  "' OR '1'='1",
  "'; drop table users; --",
  '%',
  '_',
  '\\',
  '%00',
  '%ZZ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}',
  '../../../etc/passwd',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '0x1F',
  ' 7 ',
  '',
  ' ',
  '9'.repeat(30),
  '2147483648',
  '-2147483649',
  '1.5',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
const word = fc.string({ unit: 'grapheme-ascii', maxLength: 6 });

/** Text an attacker or a broken client might send. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY), weight: 5 },
  // Ordinary text with something hostile inside, which a prefix check would miss.
  {
    arbitrary: fc
      .tuple(word, fc.constantFrom(...NASTY), word)
      .map(([before, nasty, after]) => before + nasty + after),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: controlCharacter, minLength: 1, maxLength: 8 }), weight: 1 },
  { arbitrary: fc.integer({ min: 200, max: 6000 }).map((n) => 'ñ'.repeat(n)), weight: 1 },
  {
    arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map((n) => String(n)),
    weight: 2,
  },
);

const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 53 + 1,
  2_147_483_648,
  -1,
  0,
  -0,
  1.5,
  Number.MIN_VALUE,
);

/** A JSON value for a body field: hostile text, extreme numbers, arrays, objects. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: hugeNumber, weight: 2 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.array(hostileText, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD, as a browser sends it). */
function encode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A URL component: hostile text, or raw bytes that need not be UTF-8. */
const urlComponent: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileText.map(encode), weight: 5 },
  {
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 6 })
      .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
    weight: 1,
  },
);

function pathArbitrary(target: FuzzTarget): fc.Arbitrary<string> {
  const parts = target.route.split('/');
  const generated = fc
    .tuple(
      ...parts.map((part) =>
        part.startsWith(':') || part === '*' ? urlComponent : fc.constant(part),
      ),
    )
    .map((segments) => segments.join('/'));
  return target.validUrl
    ? fc.oneof(fc.constant(target.validUrl.split('?')[0]!), generated)
    : generated;
}

function queryArbitrary(target: FuzzTarget): fc.Arbitrary<string> {
  const key = fc.oneof(
    {
      arbitrary: fc.constantFrom(...(target.queryKeys.length ? target.queryKeys : ['q'])),
      weight: 4,
    },
    { arbitrary: hostileText, weight: 1 },
  );
  const pair = fc.tuple(
    key,
    // A value, a repeated key (an array) or a bracketed key (an object, to some parsers).
    fc.oneof(
      { arbitrary: urlComponent.map((v) => ({ kind: 'one' as const, v: [v] })), weight: 4 },
      {
        arbitrary: fc
          .array(urlComponent, { minLength: 2, maxLength: 4 })
          .map((v) => ({ kind: 'many' as const, v })),
        weight: 1,
      },
      {
        arbitrary: fc
          .tuple(urlComponent, urlComponent)
          .map(([sub, v]) => ({ kind: 'object' as const, v: [v], sub })),
        weight: 1,
      },
    ),
  );
  const pairs = fc.oneof(
    fc.array(pair, { maxLength: 3 }),
    // Every known field at once, each hostile.
    fc.tuple(
      ...target.queryKeys.map((k) =>
        fc.tuple(
          fc.constant(k),
          pair.map(([, v]) => v),
        ),
      ),
    ),
  );
  return pairs.map((list) =>
    list
      .flatMap(([k, value]) => {
        const name = value.kind === 'object' ? `${encode(k)}[${value.sub}]` : encode(k);
        return value.v.map((v) => `${name}=${v}`);
      })
      .join('&'),
  );
}

function bodyArbitrary(target: FuzzTarget): fc.Arbitrary<string | undefined> {
  if (target.bodyKeys === null) return fc.constant(undefined);
  const base =
    target.validBody && typeof target.validBody === 'object'
      ? (target.validBody as Record<string, unknown>)
      : {};
  const keys = [...new Set([...target.bodyKeys, ...Object.keys(base)])];
  const field = keys.length ? fc.constantFrom(...keys) : hostileText;
  return fc
    .oneof(
      // One field of a valid body made hostile: reaches past the first check.
      { arbitrary: fc.tuple(field, hostileJson).map(([k, v]) => ({ ...base, [k]: v })), weight: 4 },
      {
        arbitrary: fc
          .dictionary(field, hostileJson, { maxKeys: 4 })
          .map((d) => ({ ...base, ...d })),
        weight: 2,
      },
      {
        arbitrary: fc.tuple(hostileText, hostileJson).map(([k, v]) => ({ ...base, [k]: v })),
        weight: 1,
      },
      { arbitrary: hostileJson, weight: 1 },
    )
    .map((body) => JSON.stringify(body));
}

// ------------------------------------------------------------------------------ examples

/** One of each kind of hostile value, for a URL component and for a JSON field. */
const URL_EXAMPLES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%C3%B1'.repeat(3000),
  "'%20OR%201%3D1--",
  '1e309',
  '-1',
  // One past PostgreSQL's integer: an id field without a maximum would hand it to the database.
  '2147483648',
];
const JSON_EXAMPLES: unknown[] = [
  '\u0000',
  '\ud800',
  'ñ'.repeat(3000),
  "' OR 1=1--",
  1e308,
  -1,
  2_147_483_648,
  [],
  {},
  null,
];

/**
 * Requests tried before the random ones: each path parameter, query field and body field in turn
 * holding each kind of hostile value, the rest left valid, so every field meets every kind.
 */
function exampleRequests(target: FuzzTarget): FuzzRequest[] {
  const parts = target.route.split('/');
  const validPath = target.validUrl?.split('?')[0];
  const plainPath =
    validPath ?? parts.map((p) => (p.startsWith(':') || p === '*' ? '1' : p)).join('/');
  const body = target.bodyKeys === null ? undefined : (target.validBody ?? {});
  const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  const requests: FuzzRequest[] = [];
  parts.forEach((part, index) => {
    if (!part.startsWith(':') && part !== '*') return;
    for (const value of URL_EXAMPLES) {
      const path = plainPath
        .split('/')
        .map((p, i) => (i === index ? value : p))
        .join('/');
      requests.push({ path, query: '', body: json(body) });
    }
  });
  for (const key of target.queryKeys) {
    for (const value of URL_EXAMPLES) {
      requests.push({ path: plainPath, query: `${key}=${value}`, body: json(body) });
    }
    requests.push({ path: plainPath, query: `${key}=1&${key}=2`, body: json(body) });
    requests.push({ path: plainPath, query: `${key}[a]=1`, body: json(body) });
  }
  if (body !== undefined) {
    const base = typeof body === 'object' && body !== null ? body : {};
    for (const key of new Set([...(target.bodyKeys ?? []), ...Object.keys(base)])) {
      for (const value of JSON_EXAMPLES) {
        requests.push({ path: plainPath, query: '', body: json({ ...base, [key]: value }) });
      }
    }
    for (const value of JSON_EXAMPLES)
      requests.push({ path: plainPath, query: '', body: json(value) });
  }
  return requests;
}

// ------------------------------------------------------------------------------ the check

// Words of Fastify's, zod's and HTTP's English defaults ('Bad Request', 'body must be object',
// 'Invalid input: expected string, received number', 'Route GET:/x not found').
const ENGLISH =
  /\b(the|is|are|must|should|expected|received|invalid|required|not found|bad request|unsupported|unrecognized|too (big|small|long|short)|route|payload|internal server error)\b/i;

/** Whether a message reads as one of ours: non-empty and free of English defaults. */
export function isSpanishMessage(text: unknown): boolean {
  return typeof text === 'string' && text.trim().length > 0 && !ENGLISH.test(text);
}

export const DATABASE_REFUSAL = 'Un valor de la solicitud no es válido';

/** What is wrong with an answer, or null when it is acceptable. */
export function answerProblem(
  route: string,
  response: LightMyRequestResponse,
  upstream = false,
): string | null {
  const status = response.statusCode;
  const upstreamDown = upstream && (status === 502 || status === 503);
  if (status >= 500 && !upstreamDown) return `answered ${status}: ${response.body.slice(0, 200)}`;
  if (status < 400) return null;
  const type = String(response.headers['content-type'] ?? '');
  if (!route.startsWith('/api/') && /^text\/(html|plain)/.test(type)) return null;
  if (!type.startsWith('application/json')) return `${status} is not JSON but ${type || 'untyped'}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${status} body is not JSON: ${response.body.slice(0, 200)}`;
  }
  const { error, details, ...rest } = (body ?? {}) as Record<string, unknown>;
  if (!isSpanishMessage(error)) return `${status} error is not Spanish: ${response.body}`;
  // The error handler's answer to a value PostgreSQL refused: the schema or the input guard
  // should have refused it first (a NUL in a multipart field, an id past 2^31).
  if (error === DATABASE_REFUSAL)
    return `${status}: the value reached the database: ${response.body}`;
  if (Object.keys(rest).length > 0)
    return `${status} has fields besides error/details: ${response.body}`;
  if (details !== undefined) {
    const messages = Object.values(details as Record<string, unknown>);
    const ok = messages.every((list) => Array.isArray(list) && list.every(isSpanishMessage));
    if (!ok) return `${status} details are not Spanish: ${response.body.slice(0, 300)}`;
  }
  return null;
}

// ------------------------------------------------------------------------------ the run

let photo: Promise<Buffer> | undefined;
/** The smallest photo the uploads take (250 px a side), so a request reaches its fields' use. */
const smallPhoto = () =>
  (photo ??= sharp({
    create: { width: 256, height: 256, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .jpeg()
    .toBuffer());

/** A JSON body's top-level fields as a multipart form around the photo (text fields first). */
async function multipartOf(body: string | undefined) {
  let fields: Record<string, unknown> = {};
  try {
    const parsed: unknown = body === undefined ? {} : JSON.parse(body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      fields = parsed as Record<string, unknown>;
    }
  } catch {
    fields = {};
  }
  const boundary = `----fuzz${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries({ caption: 'x', ...fields })) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n`,
      ),
      Buffer.from(text, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    await smallPhoto(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

interface FuzzRequest {
  path: string;
  query: string;
  body: string | undefined;
}

/** Fuzzes one route; null when it held, else fast-check's report with the shrunk request. */
export async function fuzzRoute(
  app: FastifyInstance,
  target: FuzzTarget,
  options: FuzzOptions,
): Promise<string | null> {
  const cookies = await options.cookies?.();
  const request = fc.record({
    path: pathArbitrary(target),
    query: queryArbitrary(target),
    body: bodyArbitrary(target),
  });
  const details = await fc.check(
    fc.asyncProperty(request, async ({ path, query, body }: FuzzRequest) => {
      const url = query ? `${path}?${query}` : path;
      const form = target.multipart ? await multipartOf(body) : undefined;
      const response = await app.inject({
        method: target.method as 'GET',
        url,
        headers: {
          ...options.headers,
          ...(form
            ? { 'content-type': form.type }
            : body !== undefined
              ? { 'content-type': 'application/json' }
              : {}),
        },
        remoteAddress: '10.250.0.1',
        ...(form ? { payload: form.payload } : body !== undefined ? { payload: body } : {}),
        ...(cookies ? { cookies } : {}),
      });
      const problem = answerProblem(target.route, response, target.upstream);
      if (problem) throw new Error(problem);
      // Bytes that are not UTF-8 would be read as U+FFFD: the request must be refused instead.
      if (!isUtf8Url(url) && response.statusCode < 400) {
        throw new Error(`accepted a URL that is not UTF-8 (${response.statusCode})`);
      }
    }),
    {
      numRuns: options.numRuns,
      examples: exampleRequests(target).map((r) => [r]),
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
    },
  );
  if (!details.failed) return null;
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
  return `${error}\n${fc.defaultReportMessage(details) ?? ''}`;
}
