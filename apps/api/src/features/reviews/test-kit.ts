// What the review and question tests share: calls as each actor, the owner's and the public's
// lists, the rating, and the link a confirmation e-mail carries. Test-only: the app never imports it.
import { desc, eq } from 'drizzle-orm';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { OwnerReview } from '@drd/shared/api/content/reviews';
import { businesses, mailOutbox } from '../../db/schema';
import type { Actor, Actors } from '../../test/actors';
import { SAME_ORIGIN, type TestContext } from '../../test/context';
import { withVersion } from '../../test/versions';

export interface Answer {
  error?: string;
  details?: Record<string, string[]>;
  message?: string;
  rating?: number;
  needsConfirmation?: boolean;
  status?: string;
  submissionId?: number;
  version?: number;
  business?: { id: number; name: string };
}

export function reviewTestKit(ctx: TestContext, actors: Actors, businessId: number) {
  async function call<T = Answer>(
    actor: Actor | Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    ip = '10.60.0.1',
  ) {
    const cookies = typeof actor === 'string' ? await actors.cookies(actor, ctx.app.now()) : actor;
    const response = await ctx.app.inject({
      method,
      url,
      headers: SAME_ORIGIN,
      remoteAddress: ip,
      ...(method !== 'GET'
        ? { payload: JSON.stringify(await withVersion(ctx.database.db, url, body ?? {})) }
        : {}),
      ...(cookies ? { cookies } : {}),
    });
    return { status: response.statusCode, body: response.json<T>(), response };
  }
  const base = `/api/businesses/${businessId}`;
  return {
    call,
    base,
    review: (body: Record<string, unknown>, ip?: string, actor: Actor = 'visitor') =>
      call(actor, 'POST', `${base}/reviews`, body, ip),
    ownerList: async () => (await call<OwnerReview[]>('owner', 'GET', `${base}/reviews/all`)).body,
    publicReviews: async () =>
      (await call<BusinessDetail>('visitor', 'GET', `/api/businesses/detail/${businessId}`)).body
        .reviews,
    rating: async () =>
      (
        await ctx.database.db
          .select({ rating: businesses.rating })
          .from(businesses)
          .where(eq(businesses.id, businessId))
      )[0]!.rating,
    /** The token of the newest confirmation link (of that page) mailed to the address. */
    mailedToken: async (to: string, page = '/resenas/confirmar') => {
      const [mail] = await ctx.database.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, to))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      const match = new RegExp(`${page}\\?token=([\\w%-]+)`).exec(mail?.text ?? '');
      return match ? decodeURIComponent(match[1]!) : null;
    },
    /** Approves the writer's review as the owner, found by its comment. */
    byComment: async (comment: string) =>
      (await call<OwnerReview[]>('owner', 'GET', `${base}/reviews/all`)).body.find(
        (r) => r.comment === comment,
      ),
  };
}
