import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '@drd/shared/api/business-import';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { businesses, importGeocodeQueue } from '../../db/schema';
import {
  createTestContext,
  FIXED_NOW,
  getJson,
  postJson,
  type TestContext,
} from '../../test/context';
import { makeAccount, type Account } from '../../test/sign-up-fixtures';

let ctx: TestContext;
let admin: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const HEADER =
  'id_externo,nombre,categoria,provincia,municipio,distrito,direccion,telefono,whatsapp,correo,sitio_web,horario,lat,lng,descripcion';
// Every kind of row: line numbers follow the header (line 1).
const FILE = [
  HEADER,
  // 2 new, with a pin; phone and web address written loosely, place without accents
  'pp-001,Ferretería El Clavo,ferreteria,puerto plata,SOSUA,,Calle Pedro Clisante 12,(809) 571-2233,1 809 571 2233,ventas@elclavo.do,elclavo.do,"lun-vie 8:00-17:00; sáb 8:00-12:00",19.7520,-70.5170,Todo para la construcción',
  // 3 new, without a pin: the municipality's seat, approximate; category by a synonym
  'pp-002,Botica Cabarete,botica,Puerto Plata,Sosúa,Cabarete,Calle Principal 5,809-571-0001,,,,24 horas,,,',
  // 4 duplicate of a listing here: the same phone as Colmadón Doña Rosa
  'pp-003,Colmado Los Reyes,colmado,Puerto Plata,Puerto Plata,,,849.214.5510,,,,,,,',
  // 5 duplicate of a listing here: a similar name in the same municipality
  'pp-004,Colmadon Dona Rosa,Colmadones,Puerto Plata,Puerto Plata,,,809-586-9999,,,,,,,',
  // 6 duplicate of line 2 of this file (same phone)
  'pp-005,Ferretería El Clavo Sosúa,Ferreterías,Puerto Plata,Sosúa,,,809 571 2233,,,,,,,',
  // 7-12 errors
  'pp-006,Tienda Rara,Astronautas,Puerto Plata,Sosúa,,,809-571-0006,,,,,,,',
  'pp-007,Tienda Perdida,Ferreterías,Puerto Plata,Atlántida,,,809-571-0007,,,,,,,',
  'pp-008,Tienda Muda,Ferreterías,Puerto Plata,Sosúa,,,555-0100,,,,,,,',
  'pp-001,Ferretería Repetida,Ferreterías,Puerto Plata,Sosúa,,,809-571-0009,,,,,,,',
  'pp-010,Tienda Rara 2,Ferreterías,Puerto Plata,Sosúa,,,809-571-0010,,,,todo el día,,,',
  'pp-011,Tienda Lejana,Ferreterías,Puerto Plata,Sosúa,,,809-571-0011,,,,,40.4,-3.7,',
].join('\n');

const send = (path: string, csv: string, account: Account = admin) =>
  postJson(
    ctx.app,
    `/api/admin/imports${path}`,
    { fileName: 'pueblo.csv', csv },
    { cookies: account.cookies },
  );

describe('importing a town from a CSV file', () => {
  it('previews each row as new, update, duplicate or error with its reason, writing nothing', async () => {
    const response = await send('/preview', FILE);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportResult>();
    expect(result.importId).toBeNull();
    expect(result.counts).toEqual({ new: 2, update: 0, duplicate: 3, error: 6 });
    const byLine = new Map(result.rows.map((r) => [r.line, r]));
    expect(byLine.get(2)).toMatchObject({ kind: 'new', reason: null, approximateLocation: false });
    expect(byLine.get(3)).toMatchObject({ kind: 'new', approximateLocation: true });
    expect(byLine.get(3)!.reason).toContain('ubicación aproximada');
    expect(byLine.get(4)!.reason).toMatch(
      /^Posible duplicado de «Colmadón Doña Rosa» \(#\d+\): mismo teléfono$/,
    );
    expect(byLine.get(5)!.reason).toContain('nombre parecido en el mismo municipio');
    expect(byLine.get(6)!.reason).toBe('Posible duplicado de la línea 2: mismo teléfono');
    expect([7, 8, 9, 10, 11, 12].map((l) => byLine.get(l)!.reason)).toEqual([
      'Categoría desconocida: «Astronautas»',
      'Municipio desconocido en Puerto Plata: «Atlántida»',
      'Teléfono inválido: «555-0100»',
      'id_externo repetido (línea 2)',
      expect.stringContaining('Horario ilegible'),
      'Las coordenadas quedan fuera de la República Dominicana',
    ]);
    const written = await db().select().from(businesses).where(eq(businesses.externalId, 'pp-001'));
    expect(written).toEqual([]);
  });

  it('applies the file: public unclaimed listings, normalised; importing it again creates nothing twice', async () => {
    const first = await send('', FILE);
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json<ImportResult>();
    expect(result.importId).toEqual(expect.any(Number));
    expect(result.counts).toEqual({ new: 2, update: 0, duplicate: 3, error: 6 });
    const rows = await db()
      .select()
      .from(businesses)
      .where(inArray(businesses.externalId, ['pp-001', 'pp-002']))
      .orderBy(businesses.externalId);
    expect(rows.map((r) => r.id)).toEqual(
      result.rows.filter((r) => r.kind === 'new').map((r) => r.businessId),
    );
    expect(rows[0]).toMatchObject({
      name: 'Ferretería El Clavo',
      phone: '809-571-2233',
      whatsappNumber: '809-571-2233',
      website: 'https://elclavo.do',
      userId: null,
      isActive: true,
      packageId: 1,
      lat: 19.752,
      approximateLocation: false,
    });
    expect(rows[0]!.openingHours).toMatchObject({
      monday: { closed: false, ranges: [{ open: '08:00', close: '17:00' }] },
      saturday: { closed: false, ranges: [{ open: '08:00', close: '12:00' }] },
      sunday: { closed: true },
    });
    expect(rows[1]).toMatchObject({ approximateLocation: true, districtId: expect.any(Number) });
    expect(rows[1]!.lat).toEqual(expect.any(Number));

    const count = async () => (await db().select({ id: businesses.id }).from(businesses)).length;
    const before = await count();
    const again = (await send('', FILE)).json<ImportResult>();
    expect(again.counts).toEqual({ new: 0, update: 2, duplicate: 3, error: 6 });
    expect(await count()).toBe(before);
    // An edited row updates its listing by external id.
    const edited = FILE.replace('Ferretería El Clavo,', 'Ferretería El Clavo Nuevo,');
    expect((await send('', edited)).json<ImportResult>().counts.update).toBe(2);
    const [renamed] = await db()
      .select()
      .from(businesses)
      .where(eq(businesses.externalId, 'pp-001'));
    expect(renamed!.name).toBe('Ferretería El Clavo Nuevo');
  });

  it('shows an imported listing publicly, sin reclamar, and lets its owner claim it', async () => {
    const [listing] = await db()
      .select()
      .from(businesses)
      .where(eq(businesses.externalId, 'pp-002'));
    const { status, body } = await getJson<BusinessDetail>(
      ctx.app,
      `/api/businesses/detail/${listing!.id}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Botica Cabarete',
      category: 'Farmacias',
      municipality: 'Sosúa',
      districtMunicipality: 'Cabarete',
      hasOwner: false,
      unclaimed: true,
      approximateLocation: true,
      contactFormEnabled: false,
      bookingEnabled: false,
    });
    const owner = await makeAccount(db(), FIXED_NOW);
    const claim = await postJson(
      ctx.app,
      `/api/businesses/${listing!.id}/claims`,
      { note: 'Soy la farmacéutica dueña desde 2019.' },
      { cookies: owner.cookies },
    );
    expect(claim.statusCode, claim.body).toBe(201);
    expect(claim.json()).toMatchObject({ businessHasOwner: false });
    // Once someone owns it, the file no longer changes it.
    await db().update(businesses).set({ userId: owner.id }).where(eq(businesses.id, listing!.id));
    const row = (await send('/preview', FILE)).json<ImportResult>().rows.find((r) => r.line === 3);
    expect(row).toMatchObject({ kind: 'error', businessId: listing!.id });
    expect(row!.reason).toBe('Su dueño ya reclamó este negocio: el archivo no lo cambia');
    const detail = await getJson<BusinessDetail>(ctx.app, `/api/businesses/detail/${listing!.id}`);
    expect(detail.body.unclaimed).toBe(false);
  });

  it('reads a Spanish spreadsheet export and refuses a file it cannot read, in Spanish', async () => {
    const semicolons =
      '\ufeffID Externo;Nombre;Categoría;Provincia;Municipio;Teléfono\nsc-1;Heladería Coco;Heladerías;Puerto Plata;Imbert;829-555-7711';
    const preview = (await send('/preview', semicolons)).json<ImportResult>();
    expect(preview.rows[0]).toMatchObject({ kind: 'new', name: 'Heladería Coco' });
    const missing = await send('/preview', 'nombre,telefono\nA,809-555-0100');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'Faltan columnas obligatorias: id_externo, categoria, municipio',
    });
    const broken = await send('/preview', `${HEADER}\n"sin cerrar,a`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ error: string }>().error).toMatch(/^No se pudo leer el archivo CSV/);
    const user = await makeAccount(db(), FIXED_NOW);
    expect((await send('/preview', FILE, user)).statusCode).toBe(403);
  });

  it('queues listings without a pin for the geocoder only when one is configured', async () => {
    const queued = await db().select().from(importGeocodeQueue);
    expect(queued).toEqual([]);
  });
});
