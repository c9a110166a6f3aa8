// The wizard's plan switches, generated from the plan table: one plan below the one that
// includes a switch the registration is refused (403, the Spanish message), at it accepted; the
// Google-ads and AI fields no plan provides are accepted from old clients and forgotten.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGES, type PackageId } from '@drd/shared/constants';
import {
  PLAN_FEATURES,
  PLAN_SWITCHES,
  planDescription,
  planFeatureLines,
  planRequiredMessage,
} from '@drd/shared/plans';
import { businesses, packages } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/reference';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { makeAccount, puertoPlata, registrationPayload } from '../../test/sign-up-fixtures';

let ctx: TestContext;
let place: { province: number; municipality: number };
beforeAll(async () => {
  ctx = await createTestContext();
  place = await puertoPlata(ctx.database.db);
});
afterAll(() => ctx.close());

async function register(fields: Record<string, unknown>) {
  const owner = await makeAccount(ctx.database.db, ctx.app.now());
  return postJson(ctx.app, '/api/businesses/register', registrationPayload(place, fields), {
    cookies: owner.cookies,
  });
}

const SWITCHES = Object.entries(PLAN_SWITCHES).map(([name, feature]) => ({
  name,
  feature,
  from: PLAN_FEATURES[feature].from,
}));

describe.each(SWITCHES)('$name (from plan $from)', ({ name, feature, from }) => {
  it('is refused below its plan and kept at it', async () => {
    const refused = await register({ packageId: from - 1, [name]: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: planRequiredMessage(feature) });
    const made = await register({ packageId: from, [name]: true });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ business: { id: number } }>().business.id;
    const [row] = await ctx.database.db.select().from(businesses).where(eq(businesses.id, id));
    expect((row as Record<string, unknown>)[name]).toBe(true);
  });
});

describe('what no plan provides', () => {
  it('accepts the old Google-ads and AI switches and stores neither', async () => {
    const made = await register({ packageId: 5, hideGoogleAds: true, hasAi: true });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ business: { id: number } }>().business.id;
    const [row] = await ctx.database.db.select().from(businesses).where(eq(businesses.id, id));
    expect(row).toMatchObject({ hideGoogleAds: false, hasAi: false });
  });

  it("sells on '/api/packages' exactly the plan table's lines", async () => {
    const list = (await ctx.app.inject({ url: '/api/packages' })).json<
      { id: PackageId; description: string; features: string[] }[]
    >();
    for (const plan of list) {
      expect(plan.features).toEqual(planFeatureLines(plan.id));
      expect(plan.description).toBe(planDescription(plan.id));
      expect(plan.features.join(' ')).not.toMatch(/subdominio|dominio propio|tienda en línea/i);
    }
  });

  it('renames a plan stored under its old name at the next start (decision 040)', async () => {
    const db = ctx.database.db;
    await db.update(packages).set({ name: 'Afiliado Prospector' }).where(eq(packages.id, 1));
    await seedReferenceData(db);
    const list = (await ctx.app.inject({ url: '/api/packages' })).json<{ name: string }[]>();
    expect(list.map((p) => p.name)).toEqual(PACKAGES.map((p) => p.name));
    expect(list[0]!.name).toBe('Perfil Básico');
  });
});
