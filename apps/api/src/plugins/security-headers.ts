// Security headers on every answer. The Content-Security-Policy allows the map tile host from
// the environment and YouTube's privacy-enhanced embeds; images only from this site (every image
// field names a photo stored here, docs/decisions/013-images-from-our-storage.md), the tiles and
// YouTube's video thumbnails; scripts only from this site.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { isApiPath } from './request-path';

function tileOrigin(tileUrl: string): string {
  try {
    const url = new URL(tileUrl.replace(/\{s\}/g, 'a').replace(/\{[a-z]\}/gi, '0'));
    // Tile servers often use subdomains ({s}.tile...): allow the parent domain's subdomains too.
    const host =
      url.host.split('.').length > 2 ? `*.${url.host.split('.').slice(1).join('.')}` : url.host;
    return `${url.protocol}//${host} ${url.protocol}//${url.host}`;
  } catch {
    return '';
  }
}

/**
 * The CSP sources of the page's inline scripts: index.html names the route for its first screen
 * before any script file arrives (docs/decisions/010-first-paint.md). Data blocks (JSON, JSON-LD)
 * are not run and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\b(src|type)\s*=/i.test(attributes))
    .map(([, , code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

/** The thumbnails of the YouTube videos owners add (packages/shared/src/youtube.ts). */
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';

export function contentSecurityPolicy(env: Env, scriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // Uploaded photos are named by PUBLIC_URL, which is this site unless the browser reached it
    // by another name (127.0.0.1 for localhost, in development); blob: is a photo being chosen.
    `img-src 'self' data: blob: ${new URL(env.PUBLIC_URL).origin} ${YOUTUBE_THUMBNAILS} ${tileOrigin(env.MAP_TILE_URL)}`
      .replace(/ +/g, ' ')
      .trim(),
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Sets the headers on one answer; also used for the answers Fastify's router sends itself. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, csp: string) {
  reply.header('Content-Security-Policy', csp);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('Permissions-Policy', 'geolocation=(self), camera=(), microphone=()');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  // In production always: behind a TLS proxy the server may only see http, and a browser ignores
  // the header on a plain-http answer anyway.
  if (request.protocol === 'https' || request.server.config.NODE_ENV === 'production') {
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
  // Never stored, unless the route chose its own (a preview's or a private document's
  // 'private, no-store').
  if (isApiPath(request) && !reply.hasHeader('Cache-Control')) {
    reply.header('Cache-Control', 'no-store');
  }
}

export function registerSecurityHeaders(app: FastifyInstance, csp: string): void {
  app.addHook('onSend', async (request, reply) => setSecurityHeaders(request, reply, csp));
}
