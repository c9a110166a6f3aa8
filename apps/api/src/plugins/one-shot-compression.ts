// The server's own answers (JSON, drawn pages) compressed in one call before @fastify/compress
// sees them: its stream (a pipeline, chunked writes) cost a near-me answer about three times
// what Brotli itself did (docs/decisions/038-near-me-counts-and-categories.md). The plugin still
// handles what this leaves: streams, files, answers too large to compress in one go.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { chosenEncoding } from '../lib/accept-encoding';

/** As @fastify/compress's default: smaller answers are sent as they are. */
const THRESHOLD = 1024;
/** Past this, compressing would hold the server's one thread too long: the stream does it. */
const LIMIT = 256 * 1024;
const COMPRESSIBLE = /^(application\/json|text\/html)\b/;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

export function registerOneShotCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < THRESHOLD || payload.length > LIMIT)
      return payload;
    if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined)
      return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const encoding = chosenEncoding(request);
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      void reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!encoding) return payload;
    void reply.header('content-encoding', encoding).removeHeader('content-length');
    return encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload);
  });
}
