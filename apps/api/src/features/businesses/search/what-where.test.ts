// What and where in one box: place words in the search are read as the place filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
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

  it("reads no place in everyday words: 'pollo' is not Polo", async () => {
    expect((await search('pica pollo')).reading).toBeUndefined();
  });
});
