// Issue #32: an affiliate's link opens a page naming the affiliate (first name and initial only).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAffiliateName, REFERRAL_MESSAGES } from '@drd/shared/api/referrals';
import { users } from '../../db/schema';
import { createTestContext, FIXED_NOW, type TestContext } from '../../test/context';
import { makeAccount } from '../../test/sign-up-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/affiliate/referral-page/:code', () => {
  it("names the code's affiliate by first name and initial, in any case", async () => {
    const account = await makeAccount(ctx.database.db, FIXED_NOW);
    await ctx.database.db
      .update(users)
      .set({ isAffiliate: true, referralCode: 'PAGINA23', fullName: 'María Altagracia Pérez' })
      .where(eq(users.id, account.id));
    const response = await ctx.app.inject({ url: '/api/affiliate/referral-page/pagina23' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ code: 'PAGINA23', affiliateName: 'María P.' });
  });

  it('answers 404 in Spanish to an unknown code or one of a person who is no affiliate', async () => {
    const account = await makeAccount(ctx.database.db, FIXED_NOW);
    await ctx.database.db
      .update(users)
      .set({ referralCode: 'NOAFILIA' })
      .where(eq(users.id, account.id));
    for (const code of ['NOEXISTE', 'NOAFILIA']) {
      const response = await ctx.app.inject({ url: `/api/affiliate/referral-page/${code}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: REFERRAL_MESSAGES.invalid });
    }
  });

  it('keeps a one-word name whole', () => {
    expect(publicAffiliateName('  Yokasta ')).toBe('Yokasta');
  });
});
