// Calls every state-changing endpoint as a visitor, a plain user, the owner of another business,
// the owner and an admin, and checks the answers against the access table.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, users } from '../db/schema';
import { accessTable, type Fixtures, type Rule } from '../test/access-table';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../test/context';
import { createSession } from './auth/repository';
import { hashPassword } from './auth/password';

type Actor = 'visitor' | 'user' | 'otherOwner' | 'owner' | 'admin';
const ACTORS: Actor[] = ['visitor', 'user', 'otherOwner', 'owner', 'admin'];

/** What each rule allows: true = must not be refused, number = that refusal status. */
const EXPECTED: Record<Rule, Record<Actor, true | 401 | 403>> = {
  public: { visitor: true, user: true, otherOwner: true, owner: true, admin: true },
  user: { visitor: 401, user: true, otherOwner: true, owner: true, admin: true },
  owner: { visitor: 401, user: 403, otherOwner: 403, owner: true, admin: true },
  admin: { visitor: 401, user: 403, otherOwner: 403, owner: 403, admin: true },
};

let ctx: TestContext;
let fixtures: Fixtures;
const actorIds = new Map<Actor, number>();

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const password = await hashPassword('clave-segura');
  const make = async (username: string, role: string) => {
    const [row] = await db
      .insert(users)
      .values({ username, email: `${username}@correo.do`, fullName: username, role, password })
      .returning({ id: users.id });
    return row!.id;
  };
  actorIds.set('user', await make('acceso_usuario', 'user'));
  actorIds.set('otherOwner', await make('acceso_otro_dueno', 'business_owner'));
  actorIds.set('owner', await make('acceso_dueno', 'business_owner'));
  actorIds.set('admin', await make('acceso_admin', 'admin'));
  const [owned, other] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.isActive, true), ne(businesses.id, 0)))
    .limit(2);
  await db
    .update(businesses)
    .set({ userId: actorIds.get('owner')! })
    .where(eq(businesses.id, owned!.id));
  await db
    .update(businesses)
    .set({ userId: actorIds.get('otherOwner')! })
    .where(eq(businesses.id, other!.id));
  let counter = 0;
  fixtures = {
    ownedBusinessId: owned!.id,
    activeBusinessId: other!.id,
    unique: () => `${Date.now().toString(36)}${counter++}`,
  };
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
      const id = actorIds.get(actor);
      const cookies = id
        ? { drd_session: await createSession(ctx.database.db, id, ctx.app.now()) }
        : undefined;
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
