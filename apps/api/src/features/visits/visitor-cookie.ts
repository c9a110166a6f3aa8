// The anonymous visitor id, signed by the server: an invented or altered id is not a visitor, so
// a loop cannot make up visitors faster than it can ask the server for them.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { signerFactory } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { serverSecret } from './secret-repository';

export const VISITOR_COOKIE = 'drd_visitor';
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface VisitorCookies {
  /** The visitor id of a genuine cookie the request carries, or null. */
  read: (request: FastifyRequest) => string | null;
  /** Gives the browser a new signed visitor id. */
  issue: (request: FastifyRequest, reply: FastifyReply) => void;
}

/**
 * The key is shared by every server instance: derived from SESSION_SECRET when it is set (its own
 * key, so a visitor cookie can never pass for anything else signed with that secret), otherwise
 * generated once and kept in the database.
 */
export async function visitorCookies(
  db: Db,
  options: { sessionSecret: string | undefined; production: boolean },
): Promise<VisitorCookies> {
  const { sessionSecret } = options;
  const key = sessionSecret
    ? createHmac('sha256', sessionSecret).update('drd_visitor cookie').digest()
    : Buffer.from(
        await serverSecret(db, 'visitor_cookie', () => randomBytes(32).toString('base64')),
        'base64',
      );
  const signer = signerFactory(key);
  return {
    read(request) {
      const cookie = request.cookies[VISITOR_COOKIE];
      if (!cookie) return null;
      const { valid, value } = signer.unsign(cookie);
      return valid && value !== null && VISITOR_ID.test(value) ? value : null;
    },
    issue(request, reply) {
      void reply.setCookie(VISITOR_COOKIE, signer.sign(randomUUID()), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        // In production always, whatever a proxy says about the protocol.
        secure: options.production || request.protocol === 'https',
        maxAge: ONE_YEAR_SECONDS,
      });
    },
  };
}
