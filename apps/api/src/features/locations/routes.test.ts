import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationItem, Place } from '@drd/shared/api/locations';
import { createTestContext, getJson, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const spanish = new Intl.Collator('es', { sensitivity: 'base' });
const isSorted = (names: string[]) =>
  names.every((name, i) => i === 0 || spanish.compare(names[i - 1]!, name) <= 0);

async function puertoPlata() {
  const { body } = await getJson<LocationItem[]>(ctx.app, '/api/locations/provinces');
  return body.find((p) => p.slug === 'puerto-plata')!;
}

describe('GET /api/locations/provinces', () => {
  it('lists the 32 provinces sorted in Spanish', async () => {
    const { status, body } = await getJson<LocationItem[]>(ctx.app, '/api/locations/provinces');
    expect(status).toBe(200);
    expect(body).toHaveLength(32);
    expect(isSorted(body.map((p) => p.name))).toBe(true);
    expect(body.map((p) => p.name)).toContain('Distrito Nacional');
    expect(body[0]).toEqual({ id: expect.any(Number), name: 'Azua', slug: 'azua' });
  });
});

describe('GET /api/locations/municipalities', () => {
  it('lists the municipalities of a province sorted by name', async () => {
    const province = await puertoPlata();
    const { status, body } = await getJson<LocationItem[]>(
      ctx.app,
      `/api/locations/municipalities?provinceId=${province.id}`,
    );
    expect(status).toBe(200);
    expect(body.map((m) => m.name)).toEqual([
      'Altamira',
      'Guananico',
      'Imbert',
      'Los Hidalgos',
      'Luperón',
      'Puerto Plata',
      'Sosúa',
      'Villa Isabela',
      'Villa Montellano',
    ]);
  });

  it.each([
    ['', 'provinceId'],
    ['?provinceId=abc', 'provinceId'],
    ['?provinceId=-3', 'provinceId'],
    ['?provinceId=1.5', 'provinceId'],
  ])('answers 400 in Spanish to a bad provinceId (%s)', async (query, field) => {
    const { status, body } = await getJson<{ error: string; details: Record<string, string[]> }>(
      ctx.app,
      `/api/locations/municipalities${query}`,
    );
    expect(status).toBe(400);
    expect(body.error).toBe('Datos inválidos');
    expect(body.details[field]).toBeDefined();
  });

  it('answers 400 to an unknown province', async () => {
    const { status, body } = await getJson<{ error: string }>(
      ctx.app,
      '/api/locations/municipalities?provinceId=99999',
    );
    expect(status).toBe(400);
    expect(body.error).toBe('Provincia no encontrada');
  });
});

describe('GET /api/locations/districts', () => {
  it('lists the municipal districts of Sosúa', async () => {
    const province = await puertoPlata();
    const municipalities = await getJson<LocationItem[]>(
      ctx.app,
      `/api/locations/municipalities?provinceId=${province.id}`,
    );
    const sosua = municipalities.body.find((m) => m.slug === 'sosua')!;
    const { status, body } = await getJson<LocationItem[]>(
      ctx.app,
      `/api/locations/districts?municipalityId=${sosua.id}`,
    );
    expect(status).toBe(200);
    expect(body.map((d) => d.name)).toEqual(['Cabarete', 'Sabaneta de Yásica']);
  });

  it('answers 400 to a missing or unknown municipality', async () => {
    expect((await getJson(ctx.app, '/api/locations/districts')).status).toBe(400);
    const unknown = await getJson<{ error: string }>(
      ctx.app,
      '/api/locations/districts?municipalityId=99999',
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Municipio no encontrado');
  });
});

describe('GET /api/locations/place', () => {
  it('resolves province, municipality and district slugs', async () => {
    const { status, body } = await getJson<Place>(
      ctx.app,
      '/api/locations/place?province=puerto-plata&municipality=sosua&district=cabarete',
    );
    expect(status).toBe(200);
    expect(body.province.name).toBe('Puerto Plata');
    expect(body.municipality?.name).toBe('Sosúa');
    expect(body.district?.name).toBe('Cabarete');
  });

  it('answers 404 to an unknown place', async () => {
    const { status, body } = await getJson<{ error: string }>(
      ctx.app,
      '/api/locations/place?province=puerto-plata&municipality=atlantida',
    );
    expect(status).toBe(404);
    expect(body.error).toBe('Ubicación no encontrada');
  });
});
