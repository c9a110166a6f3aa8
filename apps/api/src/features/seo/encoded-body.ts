// A cached answer kept compressed once, each way a client may ask for it: compressing a sitemap
// file (megabytes of XML) or a list page's HTML (tens of kB) on every request cost more than
// everything else a cached request does (decisions 026, 028). @fastify/compress leaves a reply
// that already has its Content-Encoding.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chosenEncoding } from '../../lib/accept-encoding';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface EncodedBody {
  text: string;
  br: Buffer;
  gzip: Buffer;
}

export async function encodeBody(text: string): Promise<EncodedBody> {
  const [br, gz] = await Promise.all([
    brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipped(text),
  ]);
  return { text, br, gzip: gz };
}

/** Sends the body in the encoding the request accepts, or the plain text. */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  contentType: string,
) {
  reply.type(contentType).header('vary', 'Accept-Encoding');
  const encoding = chosenEncoding(request);
  return encoding
    ? reply.header('content-encoding', encoding).send(body[encoding])
    : reply.send(body.text);
}
