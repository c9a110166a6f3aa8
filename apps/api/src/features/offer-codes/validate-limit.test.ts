// Guessing offer codes: one address gets a sign-in's budget of misses, then a Spanish 429 for
// every answer (so a used code can no longer be told from an unknown one); other addresses go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { OFFER_CODE_ADDRESS_BUDGET, OFFER_CODE_LIMIT_MESSAGE } from './door';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const validate = (code: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/offer-codes/validate',
    headers: { origin: 'http://localhost', 'content-type': 'application/json' },
    remoteAddress: ip,
    payload: JSON.stringify({ code }),
  });

describe('offer code validation limit', () => {
  it('answers 429 in Spanish to an address past its misses, at once and in parallel', async () => {
    const answers = await Promise.all(
      Array.from({ length: OFFER_CODE_ADDRESS_BUDGET.max + 10 }, (_, i) =>
        validate(`ADIVINA${i}`, '10.20.0.1'),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(OFFER_CODE_ADDRESS_BUDGET.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    // Past the budget a used code and a good one answer the same refusal.
    for (const code of ['AMBAR-7K2Q', 'BIENVENIDO-2026']) {
      const refused = await validate(code, '10.20.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: OFFER_CODE_LIMIT_MESSAGE });
    }
    expect((await validate('AMBAR-7K2Q', '10.20.0.2')).statusCode).toBe(200);
  });

  it('does not count a code that works', async () => {
    for (let i = 0; i < OFFER_CODE_ADDRESS_BUDGET.max + 3; i++) {
      expect((await validate('BIENVENIDO-2026', '10.20.0.3')).json()).toMatchObject({
        valid: true,
      });
    }
  });
});
