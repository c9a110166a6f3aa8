// Imported rows without a pin, placed by the geocoding job against a fake Nominatim (never the
// internet): one found in the country moves and loses 'ubicación aproximada'; one not found stays.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '@drd/shared/api/business-import';
import { businesses, importGeocodeQueue } from '../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import { makeAccount, type Account } from '../../test/sign-up-fixtures';
import { runImportGeocoding } from './geocode-job';

let ctx: TestContext;
let fake: Server;
let admin: Account;
const asked: string[] = [];

beforeAll(async () => {
  fake = createServer((request, response) => {
    const q = new URL(request.url ?? '/', 'http://fake').searchParams.get('q') ?? '';
    asked.push(q);
    const body = q.includes('Duarte')
      ? [{ lat: '19.7953', lon: '-70.6934', display_name: 'Calle Duarte, Puerto Plata' }]
      : [];
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/search`;
  ctx = await createTestContext({ env: { GEOCODER_URL: url } });
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => fake.close(resolve));
});

const FILE = `id_externo,nombre,categoria,provincia,municipio,direccion,telefono
geo-1,Panadería La Duarte,Panaderías,Puerto Plata,Puerto Plata,Calle Duarte 40,809-586-4001
geo-2,Panadería Escondida,Panaderías,Puerto Plata,Puerto Plata,Callejón Sin Nombre,809-586-4002
geo-3,Panadería Sin Calle,Panaderías,Puerto Plata,Puerto Plata,,809-586-4003`;

describe('the geocoding of imported listings', () => {
  it('geocodes rows with an address one at a time; those not found keep the seat, marked', async () => {
    const applied = await postJson(
      ctx.app,
      '/api/admin/imports',
      { fileName: 'geo.csv', csv: FILE },
      { cookies: admin.cookies },
    );
    expect(applied.statusCode, applied.body).toBe(200);
    // A row without an address has nothing to look up: it stays at the seat.
    expect(applied.json<ImportResult>().geocodeQueued).toBe(2);
    const placed = await runImportGeocoding(ctx.app);
    expect(placed).toHaveLength(1);
    expect(asked[0]).toBe('Calle Duarte 40, Puerto Plata, República Dominicana');
    const rows = await ctx.database.db
      .select()
      .from(businesses)
      .where(inArray(businesses.externalId, ['geo-1', 'geo-2', 'geo-3']))
      .orderBy(businesses.externalId);
    expect(rows.map((r) => [r.lat, r.approximateLocation])).toEqual([
      [19.7953, false],
      [rows[1]!.lat, true],
      [rows[2]!.lat, true],
    ]);
    expect(rows[1]!.lat).toBe(rows[2]!.lat);
    expect(await ctx.database.db.select().from(importGeocodeQueue)).toEqual([]);
    expect(await runImportGeocoding(ctx.app)).toEqual([]);

    // The same file again keeps the pin the geocoder found, and queues only what is still rough.
    const again = await postJson(
      ctx.app,
      '/api/admin/imports',
      { fileName: 'geo.csv', csv: FILE },
      { cookies: admin.cookies },
    );
    expect(again.json<ImportResult>()).toMatchObject({ geocodeQueued: 1 });
    const [first] = await ctx.database.db
      .select()
      .from(businesses)
      .where(inArray(businesses.externalId, ['geo-1']));
    expect([first!.lat, first!.approximateLocation]).toEqual([19.7953, false]);
  });
});
