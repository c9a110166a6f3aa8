// The offer code has one door (issue #41): the registration form checks a code through the same
// address budget as '/api/offer-codes/validate', so past the limit on one door the other refuses
// too, with the same Spanish 429 (CI runs this on PostgreSQL too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_CODE_MESSAGES } from '@drd/shared/api/offer-codes';
import { createTestContext, FIXED_NOW, SAME_ORIGIN, type TestContext } from '../../test/context';
import {
  makeAccount,
  puertoPlata,
  registrationPayload,
  type Account,
} from '../../test/sign-up-fixtures';
import { OFFER_CODE_ADDRESS_BUDGET, OFFER_CODE_LIMIT_MESSAGE } from './door';

let ctx: TestContext;
let owner: Account;
let place: { province: number; municipality: number };
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await makeAccount(ctx.database.db, FIXED_NOW);
  place = await puertoPlata(ctx.database.db);
});
afterAll(() => ctx.close());

const validate = (code: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/offer-codes/validate',
    headers: SAME_ORIGIN,
    remoteAddress: ip,
    payload: JSON.stringify({ code }),
  });
const register = (offerCode: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/businesses/register',
    headers: SAME_ORIGIN,
    remoteAddress: ip,
    cookies: owner.cookies,
    payload: JSON.stringify(registrationPayload(place, { offerCode })),
  });

describe('one door for offer codes', () => {
  it('past the limit at /validate, the registration form refuses a code too', async () => {
    const ip = '10.41.0.1';
    for (let i = 0; i < OFFER_CODE_ADDRESS_BUDGET.max; i++) {
      expect((await validate(`ADIVINA${i}`, ip)).statusCode).toBe(200);
    }
    expect((await validate('ADIVINA-MAS', ip)).statusCode).toBe(429);
    // A guess and a good code alike: the form answers the same refusal, and registers nothing.
    for (const code of ['ADIVINA-FORM', 'BIENVENIDO-2026']) {
      const refused = await register(code, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: OFFER_CODE_LIMIT_MESSAGE });
    }
    // Another address still registers with a good code.
    const other = await register('BIENVENIDO-2026', '10.41.0.9');
    expect(other.statusCode, other.body).toBe(201);
  });

  it('past the limit in the registration form, /validate refuses too', async () => {
    const ip = '10.41.0.2';
    for (let i = 0; i < OFFER_CODE_ADDRESS_BUDGET.max; i++) {
      const miss = await register(`FORMA${i}`, ip);
      expect(miss.statusCode).toBe(400);
      expect(miss.json()).toMatchObject({ error: OFFER_CODE_MESSAGES.invalid });
    }
    expect((await register('FORMA-MAS', ip)).statusCode).toBe(429);
    const refused = await validate('BIENVENIDO-2026', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: OFFER_CODE_LIMIT_MESSAGE });
    expect((await validate('BIENVENIDO-2026', '10.41.0.3')).statusCode).toBe(200);
  });
});
