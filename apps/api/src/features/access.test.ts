// Calls every state-changing endpoint as a visitor, a plain user, the owner of another business,
// the owner, a manager of the owner's business and an admin, and checks the answers against the access table.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../db/schema';
import { accessTable, type Rule } from '../test/access-table';
import { ACTORS, createActors, type Actor, type Actors } from '../test/actors';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../test/context';

/** What each rule allows: true = must not be refused, number = that refusal status. */
// The manager column is issue #31: content, facts, statistics and leads, never pay, transfer or
// the managers themselves (decision 030).
const EXPECTED: Record<Rule, Record<Actor, true | 401 | 403>> = {
  public: { visitor: true, user: true, otherOwner: true, owner: true, manager: true, admin: true },
  user: { visitor: 401, user: true, otherOwner: true, owner: true, manager: true, admin: true },
  owner: { visitor: 401, user: 403, otherOwner: 403, owner: true, manager: true, admin: true },
  ownerOnly: { visitor: 401, user: 403, otherOwner: 403, owner: true, manager: true, admin: 403 },
  ownerAndAdmin: {
    visitor: 401,
    user: 403,
    otherOwner: 403,
    owner: true,
    manager: 403,
    admin: true,
  },
  soleOwner: { visitor: 401, user: 403, otherOwner: 403, owner: true, manager: 403, admin: 403 },
  admin: { visitor: 401, user: 403, otherOwner: 403, owner: 403, manager: 403, admin: true },
};

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'acceso');
  // Who may write, not what a plan includes (owner-content/plans.test.ts): the highest plan.
  await ctx.database.db
    .update(businesses)
    .set({ packageId: 5 })
    .where(eq(businesses.id, actors.fixtures.ownedBusinessId));
});
afterAll(() => ctx.close());

describe('access table', () => {
  it('lists every state-changing API route', () => {
    const writes = ctx.app.routeList
      .filter((r) => r.url.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
      .map((r) => `${r.method} ${r.url}`);
    const covered = new Set(accessTable.map((e) => `${e.method} ${e.route}`));
    expect(writes.filter((w) => !covered.has(w))).toEqual([]);
  });

  for (const entry of accessTable) {
    it.each(ACTORS)(`${entry.method} ${entry.route} as %s`, async (actor) => {
      const cookies = await actors.cookies(actor, ctx.app.now());
      const fixtures = actors.fixtures;
      const response = await ctx.app.inject({
        method: entry.method,
        url: entry.url(fixtures),
        headers: SAME_ORIGIN,
        remoteAddress: `10.50.${ACTORS.indexOf(actor)}.1`,
        payload: JSON.stringify(entry.body?.(fixtures) ?? {}),
        ...(cookies ? { cookies } : {}),
      });
      const expected = EXPECTED[entry.rule][actor];
      if (expected === true) {
        expect([401, 403], response.body).not.toContain(response.statusCode);
        expect(response.statusCode, response.body).toBeLessThan(500);
      } else {
        expect(response.statusCode, response.body).toBe(expected);
      }
    });
  }
});
