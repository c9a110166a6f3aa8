// The duplicate check reads business_names, each municipality's distinct names with their
// businesses, kept by statement triggers on businesses (migration 0047): the rows follow a
// registration, an approval, renames, a move, a suspension, an import, deletions and concurrent
// writes exactly as a recount would; the visit order's batches write nothing; the check and the
// import's preview read them.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { businesses, businessNames } from '../../db/schema';
import { emptyPlaceAndCategory } from '../seo/sitemap-kept-fixtures';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import {
  approvePendingAs,
  makeAccount,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';
import { findDuplicateCandidates } from './duplicates';

let ctx: TestContext;
let admin: Account;
let owner: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeAccount(ctx.database.db, ctx.app.now(), { role: 'admin' });
  owner = await makeAccount(ctx.database.db, ctx.app.now());
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
type Row = { key: string; ids: number[]; active: number[] };

const kept = () =>
  queryRows<Row>(
    db(),
    sql`select municipality_id || '/' || name_key as key, business_ids as ids, active_ids as active
      from business_names order by municipality_id, name_key`,
  );
const recounted = () =>
  queryRows<Row>(
    db(),
    sql`select municipality_id || '/' || lower(immutable_unaccent(name)) as key,
        array_agg(id order by id) as ids,
        coalesce(array_agg(id order by id) filter (where is_active), '{}') as active
      from businesses group by municipality_id, lower(immutable_unaccent(name))
      order by municipality_id, lower(immutable_unaccent(name))`,
  );

async function expectKeptEqualsRecount() {
  const [have, want] = [await kept(), await recounted()];
  expect(have.length).toBeGreaterThan(0);
  expect(have).toEqual(want);
  return new Map(have.map((r) => [r.key, r]));
}

const rename = (id: number, set: { name?: string; municipalityId?: number; provinceId?: number }) =>
  db().update(businesses).set(set).where(eq(businesses.id, id));

describe('the names the duplicate check reads', () => {
  it('follow a registration, an approval, renames, a move, a suspension, an import and deletions', async () => {
    await expectKeptEqualsRecount();
    const { place, other, category } = await emptyPlaceAndCategory(db());
    const key = (p: typeof place, name: string) => `${p.municipality}/${name}`;

    // A registration waits unlisted: it bears its name, listed only once approved.
    const id = await registerBusinessAs(ctx.app, owner, place, {
      name: 'Ferretería Río Verde',
      category: category.id,
    });
    let names = await expectKeptEqualsRecount();
    expect(names.get(key(place, 'ferreteria rio verde'))).toEqual({
      key: key(place, 'ferreteria rio verde'),
      ids: [id],
      active: [],
    });
    await approvePendingAs(ctx.app, admin, id);
    names = await expectKeptEqualsRecount();
    expect(names.get(key(place, 'ferreteria rio verde'))!.active).toEqual([id]);

    // Case and accents only: the same key. A real rename leaves the old key, which goes.
    await rename(id, { name: 'FERRETERIA RÍO VERDE' });
    await expectKeptEqualsRecount();
    await rename(id, { name: 'Ferretería Los Almendros' });
    names = await expectKeptEqualsRecount();
    expect(names.has(key(place, 'ferreteria rio verde'))).toBe(false);

    // A move to another municipality, renamed in the same statement.
    await rename(id, {
      name: 'Ferretería Los Almendros II',
      municipalityId: other.municipality,
      provinceId: other.province,
    });
    names = await expectKeptEqualsRecount();
    expect(names.get(key(other, 'ferreteria los almendros ii'))!.ids).toEqual([id]);

    // A suspension unlists it and keeps its name for administrators.
    const suspended = await postJson(
      ctx.app,
      `/api/admin/directory/${id}/suspend`,
      { kind: 'suspended', reason: 'Datos falsos en la ficha del negocio' },
      { cookies: admin.cookies },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    names = await expectKeptEqualsRecount();
    expect(names.get(key(other, 'ferreteria los almendros ii'))).toMatchObject({
      ids: [id],
      active: [],
    });

    // An import of two businesses with one name, in one statement.
    const csv = [
      'id_externo,nombre,categoria,provincia,municipio,distrito,direccion,telefono,whatsapp,correo,sitio_web,horario,lat,lng,descripcion',
      `dup-1,Ferretería Los Almendros II,${category.name},${place.provinceName},${place.municipalityName},,,809-571-4411,,,,,,,`,
      `dup-2,Colmado Doña Ana,${category.name},${place.provinceName},${place.municipalityName},,,809-571-4412,,,,,,,`,
    ].join('\n');
    const imported = await postJson(
      ctx.app,
      '/api/admin/imports',
      { fileName: 'nombres.csv', csv },
      { cookies: admin.cookies },
    );
    expect(imported.statusCode, imported.body).toBe(200);
    names = await expectKeptEqualsRecount();
    expect(names.get(key(place, 'colmado dona ana'))!.active).toHaveLength(1);

    // Deletions, one key left empty (it goes) and one only thinned.
    const ids = (
      await db()
        .select({ id: businesses.id })
        .from(businesses)
        .where(inArray(businesses.municipalityId, [place.municipality, other.municipality]))
    ).map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    await db().delete(businesses).where(inArray(businesses.id, ids));
    names = await expectKeptEqualsRecount();
    expect([...names.keys()].filter((k) => k.startsWith(`${place.municipality}/`))).toEqual([]);
  });

  it('stay right when businesses of one name change at the same time', async () => {
    const [largest] = await queryRows<{ municipality: number }>(
      db(),
      sql`select municipality_id as municipality from businesses where is_active
        group by 1 order by count(*) desc, 1 limit 1`,
    );
    const rows = await db()
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(
        sql`${businesses.municipalityId} = ${largest!.municipality} and ${businesses.isActive}`,
      )
      .orderBy(businesses.id)
      .limit(6);
    expect(rows.length).toBeGreaterThan(1);
    // Separate statements, so on PostgreSQL they run on several connections at once.
    const each = (set: (r: (typeof rows)[number]) => Partial<typeof businesses.$inferInsert>) =>
      Promise.all(
        rows.map((r) => db().update(businesses).set(set(r)).where(eq(businesses.id, r.id))),
      );
    await each(() => ({ name: 'Colmado La Esquina Compartida' }));
    const names = await expectKeptEqualsRecount();
    expect(names.get(`${largest!.municipality}/colmado la esquina compartida`)!.ids).toEqual(
      rows.map((r) => r.id),
    );
    await each(() => ({ isActive: false }));
    await expectKeptEqualsRecount();
    await each((r) => ({ isActive: true, name: r.name }));
    await expectKeptEqualsRecount();
  });

  it('are not written by an update that changes no name, municipality or listing', async () => {
    const versions = async () =>
      (
        await queryRows<{ v: string }>(
          db(),
          sql`select string_agg(xmin::text, ',' order by municipality_id, name_key) as v
            from ${businessNames}`,
        )
      )[0]!.v;
    const before = await versions();
    await db()
      .update(businesses)
      .set({ visitCount: sql`${businesses.visitCount} + 1`, name: sql`${businesses.name}` })
      .where(eq(businesses.isActive, true));
    expect(await versions()).toEqual(before);
  });

  it('are what the check and the import preview read, not the businesses', async () => {
    const [business] = await db()
      .select({ id: businesses.id, name: businesses.name, municipality: businesses.municipalityId })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .orderBy(businesses.id)
      .limit(1);
    const row = {
      municipalityId: business!.municipality,
      nameKey: 'zapateria quisqueyana unica',
      businessIds: [business!.id],
      activeIds: [business!.id],
    };
    await db().insert(businessNames).values(row);
    try {
      const found = await findDuplicateCandidates(
        db(),
        {
          name: 'Zapatería Quisqueyana Única',
          phone: '8090000009',
          municipality: row.municipalityId,
        },
        { publicOnly: true },
      );
      expect(found.map((f) => f.id)).toEqual([business!.id]);
    } finally {
      await db()
        .delete(businessNames)
        .where(sql`${businessNames.nameKey} = ${row.nameKey}`);
    }

    // The preview finds the business by its name only while its name's row is there.
    const [place] = await queryRows<{ province: string; municipality: string; category: string }>(
      db(),
      sql`select p.name as province, m.name as municipality, c.name as category
        from municipalities m join provinces p on p.id = m.province_id, categories c
        where m.id = ${row.municipalityId} order by c.id limit 1`,
    );
    const csv = [
      'id_externo,nombre,categoria,provincia,municipio,distrito,direccion,telefono,whatsapp,correo,sitio_web,horario,lat,lng,descripcion',
      `zq-1,${business!.name},${place!.category},${place!.province},${place!.municipality},,,809-571-4499,,,,,,,`,
    ].join('\n');
    const preview = async () => {
      const response = await postJson(
        ctx.app,
        '/api/admin/imports/preview',
        { fileName: 'nombres.csv', csv },
        { cookies: admin.cookies },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ rows: { kind: string; businessId: number | null }[] }>().rows[0];
    };
    expect(await preview()).toMatchObject({ kind: 'duplicate', businessId: business!.id });
    const own = sql`${businessNames.municipalityId} = ${row.municipalityId}
      and ${businessNames.businessIds}[1] = ${business!.id}`;
    const [kept] = await db().select().from(businessNames).where(own);
    await db().delete(businessNames).where(own);
    try {
      expect(await preview()).toMatchObject({ kind: 'new', businessId: null });
    } finally {
      await db().insert(businessNames).values(kept!);
    }
  });
});
