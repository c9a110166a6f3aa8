// What the leads tests share: calls as an actor or a visitor cookie, a fresh visitor, the inbox,
// and the link a confirmation e-mail carries. Test-only: nothing in the app imports it.
import { desc, eq } from 'drizzle-orm';
import type { LeadInbox } from '@drd/shared/api/leads';
import { mailOutbox } from '../../db/schema';
import type { Actor, Actors } from '../../test/actors';
import { SAME_ORIGIN, type TestContext } from '../../test/context';

export interface Answer {
  error?: string;
  details?: Record<string, string[]>;
  message?: string;
  needsConfirmation?: boolean;
}

export function leadTestKit(ctx: TestContext, actors: Actors, businessId: number) {
  async function call<T = Answer>(
    actor: Actor | Record<string, string>,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    body?: unknown,
    ip = '10.70.0.1',
  ) {
    const cookies = typeof actor === 'string' ? await actors.cookies(actor, ctx.app.now()) : actor;
    const response = await ctx.app.inject({
      method,
      url,
      headers: SAME_ORIGIN,
      remoteAddress: ip,
      ...(method !== 'GET' ? { payload: JSON.stringify(body ?? {}) } : {}),
      ...(cookies ? { cookies } : {}),
    });
    return { status: response.statusCode, body: response.json<T>(), response };
  }
  const base = `/api/businesses/${businessId}`;
  return {
    call,
    base,
    /** A new visitor: the signed cookie the site gives on a first visit. */
    visitor: async () => {
      const global = await call('visitor', 'GET', '/api/visits/global');
      const cookie = global.response.cookies.find((c) => c.name === 'drd_visitor')!;
      return { drd_visitor: cookie.value };
    },
    send: (from: Actor | Record<string, string>, body: Record<string, unknown>, ip?: string) =>
      call(from, 'POST', `${base}/leads`, body, ip),
    inbox: async (archived = false) =>
      (await call<LeadInbox>('owner', 'GET', `${base}/leads${archived ? '?archived=true' : ''}`))
        .body,
    /** The token of the newest confirmation link mailed to the address. */
    mailedToken: async (to: string) => {
      const [mail] = await ctx.database.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, to))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      const match = /\/mensajes\/confirmar\?token=([\w%-]+)/.exec(mail?.text ?? '');
      return match ? decodeURIComponent(match[1]!) : null;
    },
  };
}
