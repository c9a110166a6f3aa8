// What owners type for addresses and phones is read as they mean it, and only ticked services
// are declared (issue #32).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { makeAccount, puertoPlata, registerBusinessAs } from '../../test/sign-up-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('registering a business', () => {
  it('stores a website without https://, phones with spaces or +1, and the ticked services', async () => {
    const account = await makeAccount(ctx.database.db, ctx.app.now());
    const id = await registerBusinessAs(ctx.app, account, await puertoPlata(ctx.database.db), {
      website: 'www.colmadolaesquina.com',
      phone: '+1 809 555 0142',
      whatsappNumber: '(829) 555.0143',
      features: { cash: true, delivery: false, wifi: true },
    });
    const [row] = await ctx.database.db
      .select({
        website: businesses.website,
        phone: businesses.phone,
        whatsappNumber: businesses.whatsappNumber,
        features: businesses.features,
      })
      .from(businesses)
      .where(eq(businesses.id, id));
    expect(row).toEqual({
      website: 'https://www.colmadolaesquina.com',
      phone: '809-555-0142',
      whatsappNumber: '829-555-0143',
      // An unticked box declares nothing: the profile never shows 'Delivery ✕'.
      features: { cash: true, wifi: true },
    });
  });
});
