// A sitemap file is megabytes of XML: compressing it on every crawler fetch cost more than
// everything else its request does, so the cache keeps it compressed once, each way a crawler
// may ask for it. @fastify/compress leaves a reply that already has its Content-Encoding.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface EncodedXml {
  xml: string;
  br: Buffer;
  gzip: Buffer;
}

export async function encodeXml(xml: string): Promise<EncodedXml> {
  const [br, gz] = await Promise.all([
    brotli(xml, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipped(xml),
  ]);
  return { xml, br, gzip: gz };
}

/** Sends the encoding the request accepts (brotli, then gzip), or the plain text. */
export function sendEncodedXml(request: FastifyRequest, reply: FastifyReply, body: EncodedXml) {
  const accepted = (request.headers['accept-encoding'] ?? '').toLowerCase();
  const accepts = (name: string) =>
    accepted.split(',').some((part) => {
      const [coding, ...params] = part.trim().split(';');
      return coding === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  reply.type('application/xml; charset=utf-8').header('vary', 'Accept-Encoding');
  if (accepts('br')) return reply.header('content-encoding', 'br').send(body.br);
  if (accepts('gzip')) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.xml);
}
