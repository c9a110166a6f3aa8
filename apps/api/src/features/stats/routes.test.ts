import { and, countDistinct, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnvConfig, Stats } from '@drd/shared/api/stats';
import { businesses } from '../../db/schema';
import { parseEnv } from '../../env';
import { createTestContext, getJson, SAME_ORIGIN, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/stats', () => {
  it('reports the figures of active businesses and the global visit count', async () => {
    const { status, body } = await getJson<Stats>(ctx.app, '/api/stats');
    expect(status).toBe(200);
    const [expected] = await ctx.database.db
      .select({
        n: countDistinct(businesses.id),
        categories: countDistinct(businesses.categoryId),
        municipalities: countDistinct(businesses.municipalityId),
      })
      .from(businesses)
      .where(and(eq(businesses.isActive, true)));
    const [visitSum] = await ctx.database.db
      .select({ total: sum(businesses.visitCount) })
      .from(businesses);
    expect(body).toEqual({
      activeBusinesses: expected!.n,
      categoriesWithBusinesses: expected!.categories,
      municipalitiesWithBusinesses: expected!.municipalities,
      totalVisits: Number(visitSum!.total),
    });
    expect(body.activeBusinesses).toBeGreaterThanOrEqual(60);
    expect(body.categoriesWithBusinesses).toBeGreaterThanOrEqual(30);
  });
});

describe('GET /api/env', () => {
  it('gives the map configuration with OpenStreetMap defaults', async () => {
    const { status, body } = await getJson<EnvConfig>(ctx.app, '/api/env');
    expect(status).toBe(200);
    expect(body.map.tileUrl).toContain('{z}/{x}/{y}');
    expect(body.map.attribution).toContain('OpenStreetMap');
    // The test context turns the geocoder off (it would be on the internet); by default it is on.
    expect(body.map.geocoderAvailable).toBe(false);
    expect(parseEnv({}).GEOCODER_URL).toContain('nominatim');
  });
});

describe('GET /api/health and unknown API paths', () => {
  it('answers ok when the database answers', async () => {
    expect(await getJson(ctx.app, '/api/health')).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
  });

  it('answers JSON 404 in Spanish for an unknown API path', async () => {
    expect(await getJson(ctx.app, '/api/nada')).toMatchObject({
      status: 404,
      body: { error: 'Ruta no encontrada' },
    });
  });

  it('answers 400, not 500, to a malformed JSON body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/visits/record',
      headers: SAME_ORIGIN,
      payload: '{"businessId":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Solicitud inválida' });
  });
});
