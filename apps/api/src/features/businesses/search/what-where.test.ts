// What and where in one box: place words in the search are read as the place filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import type { MapPoints } from '@drd/shared/api/map';
import { createTestContext, getJson, type TestContext } from '../../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const list = async (query: string) => {
  const { status, body } = await getJson<BusinessList>(
    ctx.app,
    `/api/businesses/filter?pageSize=100&${query}`,
  );
  expect(status).toBe(200);
  return body;
};
const search = (term: string, extra = '') => list(`search=${encodeURIComponent(term)}${extra}`);

describe('what and where in one box', () => {
  it("'dentista puerto plata' is 'dentista' in the province, as if chosen by hand", async () => {
    const typed = await search('dentista puerto plata');
    expect(typed.businesses[0]?.name).toBe('Clínica Dental Sonrisa Norte');
    expect(typed.reading).toMatchObject({
      search: 'dentista',
      province: { name: 'Puerto Plata' },
      municipality: null,
      district: null,
    });
    const byHand = await search('dentista', `&province=${typed.reading!.province.id}`);
    expect(byHand.reading).toBeUndefined();
    expect(typed.businesses.map((b) => b.id)).toEqual(byHand.businesses.map((b) => b.id));
    expect(typed.filtered).toBe(byHand.filtered);
  });

  it("reads 'en', missing accents and one typo; the narrowest place named", async () => {
    for (const term of [
      'abogados en puerto plata',
      'abogados puerto plta',
      'Abogados Puerto Plata',
    ])
      expect((await search(term)).businesses[0]?.name, term).toBe('Castillo & Asociados Abogados');
    const cabarete = await search('bar en cabarete');
    expect(cabarete.reading?.district?.name).toBe('Cabarete');
    expect(cabarete.businesses.map((b) => b.name)).toContain('Lax Beach Bar Cabarete');
    expect(cabarete.businesses.every((b) => b.districtMunicipality === 'Cabarete')).toBe(true);
  });

  it('finds nothing of a category elsewhere: the place is a filter', async () => {
    const santiago = await search('farmacia santiago');
    expect(santiago.reading?.province.name).toBe('Santiago');
    expect(santiago.businesses.every((b) => b.province === 'Santiago')).toBe(true);
    expect(santiago.businesses.map((b) => b.name)).not.toContain('Farmacia La Esperanza');
  });

  it("reads 'santo domingo' as the capital, 'santiago' as the province that holds the city", async () => {
    const joyeria = await search('joyeria santo domingo');
    expect(joyeria.reading).toMatchObject({
      search: 'joyeria',
      province: { name: 'Distrito Nacional' },
      municipality: null,
    });
    expect(joyeria.businesses.map((b) => b.name)).toContain('Joyería Larimar Colonial');
    // The capital has no furniture shop; the province of the same name, offered by the chip, has.
    const muebles = await search('muebleria santo domingo');
    expect(muebles.reading?.province.name).toBe('Distrito Nacional');
    expect(muebles.filtered).toBe(0);
    const este = await search('muebleria santo domingo este');
    expect(este.reading?.province.name).toBe('Santo Domingo');
    expect(este.businesses.map((b) => b.name)).toContain('Mueblería El Faro');
    const city = await search('boutique santiago de los caballeros');
    expect(city.reading).toMatchObject({
      province: { name: 'Santiago' },
      municipality: { name: 'Santiago' },
    });
    expect(city.businesses.map((b) => b.name)).toContain('Boutique Moda Cibaeña');
    expect((await search('boutique santiago')).reading?.municipality).toBeNull();
  });

  it('still finds a business whose name holds a place', async () => {
    expect((await search('Farmacia Sosúa Centro')).businesses[0]?.name).toBe(
      'Farmacia Sosúa Centro',
    );
    // Esperanza is a municipality of Valverde with no pharmacy: the words stay a search.
    const esperanza = await search('farmacia la esperanza');
    expect(esperanza.reading).toBeUndefined();
    expect(esperanza.businesses[0]?.name).toBe('Farmacia La Esperanza');
  });

  it('keeps a chosen place that lies in the place named', async () => {
    const { body } = await getJson<{ id: number; name: string }[]>(
      ctx.app,
      '/api/locations/provinces',
    );
    const pp = body.find((p) => p.name === 'Puerto Plata')!;
    const municipalities = (
      await getJson<{ id: number; name: string }[]>(
        ctx.app,
        `/api/locations/municipalities?provinceId=${pp.id}`,
      )
    ).body;
    const sosua = municipalities.find((m) => m.name === 'Sosúa')!;
    const inSosua = await search('farmacia puerto plata', `&municipality=${sosua.id}`);
    expect(inSosua.reading?.municipality?.name).toBe('Sosúa');
    expect(inSosua.businesses.map((b) => b.name)).toEqual(['Farmacia Sosúa Centro']);
  });

  it('reads the map the same way as the list: one reading', async () => {
    const term = encodeURIComponent('dentista puerto plata');
    const typed = await getJson<MapPoints>(ctx.app, `/api/businesses/map?search=${term}`);
    expect(typed.status).toBe(200);
    const listed = await search('dentista puerto plata');
    expect(typed.body.reading).toEqual(listed.reading);
    const byHand = await getJson<MapPoints>(
      ctx.app,
      `/api/businesses/map?search=dentista&province=${listed.reading!.province.id}`,
    );
    expect(byHand.body.reading).toBeUndefined();
    const ids = (points: MapPoints) => points.points.map((p) => p.id).sort((a, b) => a - b);
    expect(ids(typed.body)).toEqual(ids(byHand.body));
    expect(typed.body.points.map((p) => p.name)).toContain('Clínica Dental Sonrisa Norte');
    expect(typed.body.filtered).toBe(byHand.body.filtered);
    // The visible area still narrows the points of the place read.
    const boxed = await getJson<MapPoints>(
      ctx.app,
      `/api/businesses/map?search=${term}&south=0&west=0&north=1&east=1`,
    );
    expect(boxed.body).toMatchObject({ points: [], filtered: 0 });
  });

  it("reads no place in everyday words: 'pollo' is not Polo", async () => {
    expect((await search('pica pollo')).reading).toBeUndefined();
  });
});
