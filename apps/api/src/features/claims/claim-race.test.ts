// Several claims on one listing approved at the same moment (CI runs this on PostgreSQL too): one
// wins, the others answer 409, none 500 (they deadlocked before the business row was locked first).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim } from '@drd/shared/api/claims';
import { businessClaims, businesses } from '../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import { makeAccount, type Account } from '../../test/sign-up-fixtures';

let ctx: TestContext;
let admin: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
});
afterAll(() => ctx.close());

const CLAIMS = 20;

describe('claims approved together', () => {
  it('gives the listing to exactly one claimant and answers 409 to the others', async () => {
    const db = ctx.database.db;
    const [listing] = await db
      .update(businesses)
      .set({ userId: null })
      .where(eq(businesses.name, 'Farmacia La Esperanza'))
      .returning({ id: businesses.id });
    const claimants = await Promise.all(
      Array.from({ length: CLAIMS }, () => makeAccount(db, FIXED_NOW)),
    );
    for (const person of claimants) {
      const made = await postJson(
        ctx.app,
        `/api/businesses/${listing!.id}/claims`,
        { note: 'Soy el dueño de esta farmacia desde 2010.' },
        person,
      );
      expect(made.statusCode).toBe(201);
    }
    const queue = (await ctx.app.inject({ url: '/api/admin/claims', cookies: admin.cookies })).json<
      Claim[]
    >();
    const mine = queue.filter((c) => c.business.id === listing!.id);
    expect(mine).toHaveLength(CLAIMS);

    const answers = await Promise.all(
      mine.map((c) =>
        postJson(
          ctx.app,
          `/api/admin/claims/${c.id}/approve`,
          { version: c.version },
          { cookies: admin.cookies },
        ),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(CLAIMS - 1).fill(409)]);
    const winner = mine[answers.findIndex((r) => r.statusCode === 200)]!;
    const [row] = await db.select().from(businesses).where(eq(businesses.id, listing!.id));
    expect(row!.userId).toBe(winner.claimant.id);
    const states = await db
      .select({ status: businessClaims.status })
      .from(businessClaims)
      .where(eq(businessClaims.businessId, listing!.id));
    expect(states.filter((s) => s.status === 'approved')).toHaveLength(1);
    expect(states.filter((s) => s.status === 'rejected')).toHaveLength(CLAIMS - 1);
  });
});
