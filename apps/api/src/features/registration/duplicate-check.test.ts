// The duplicate check answers listings, so it tells a non-admin only what a visitor could read
// (active listings) and runs a limited number of times per account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { makeAccount, puertoPlata, registrationPayload } from '../../test/sign-up-fixtures';
import { DUPLICATE_CHECK_BUDGET, DUPLICATE_CHECK_LIMIT_MESSAGE } from './service';

let ctx: TestContext;
let place: { province: number; municipality: number };
beforeAll(async () => {
  ctx = await createTestContext();
  place = await puertoPlata(ctx.database.db);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const account = (options?: Parameters<typeof makeAccount>[2]) =>
  makeAccount(db(), ctx.app.now(), options);
const register = (payload: unknown, cookies: Record<string, string>) =>
  postJson(ctx.app, '/api/businesses/register', payload, { cookies });

describe('duplicate check', () => {
  it("never shows a pending listing's name, phone or address to another user; an admin sees it", async () => {
    const first = await account();
    const pending = registrationPayload(place, { address: 'Calle Secreta 99' });
    expect((await register(pending, first.cookies)).statusCode).toBe(201);

    const prober = await account();
    const probe = await register(
      registrationPayload(place, { phone: pending.phone, name: pending.name }),
      prober.cookies,
    );
    expect(probe.body).not.toContain('Calle Secreta 99');
    expect(probe.json()).not.toHaveProperty('candidates');
    expect(probe.statusCode).toBe(201);

    const admin = await account({ role: 'admin' });
    const seen = await register(
      registrationPayload(place, { phone: pending.phone }),
      admin.cookies,
    );
    expect(seen.statusCode).toBe(409);
    expect(seen.json<{ candidates: { name: string }[] }>().candidates).toContainEqual(
      expect.objectContaining({ name: pending.name, address: 'Calle Secreta 99' }),
    );
  });

  it('still offers an active listing with the same phone to anyone', async () => {
    const user = await account();
    const response = await register(
      registrationPayload(place, { phone: '(809) 586 3344' }),
      user.cookies,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<{ candidates: { name: string }[] }>().candidates[0]).toMatchObject({
      name: 'Farmacia La Esperanza',
    });
  });

  it('refuses an account that keeps probing, in Spanish, while another account goes on', async () => {
    const prober = await account();
    const probe = () =>
      register(registrationPayload(place, { phone: '(809) 586 3344' }), prober.cookies);
    const answers = await Promise.all(
      Array.from({ length: DUPLICATE_CHECK_BUDGET.max + 5 }, () => probe()),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 409)).toHaveLength(DUPLICATE_CHECK_BUDGET.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    expect(answers.find((r) => r.statusCode === 429)!.json()).toEqual({
      error: DUPLICATE_CHECK_LIMIT_MESSAGE,
    });
    const other = await account();
    expect(
      (await register(registrationPayload(place, { phone: '(809) 586 3344' }), other.cookies))
        .statusCode,
    ).toBe(409);
  });
});
