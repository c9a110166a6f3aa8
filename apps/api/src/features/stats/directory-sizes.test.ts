// The home page's directory sizes are kept by the database (statement triggers on businesses),
// not recounted after each write: they stay equal to a recount across an approval, a suspension,
// an import, a deletion and concurrent activations, and /api/stats reads the kept rows.
import { and, countDistinct, eq, inArray, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stats } from '@drd/shared/api/stats';
import {
  businesses,
  categories,
  municipalities,
  municipalityTotals,
  provinces,
} from '../../db/schema';
import {
  createTestContext,
  FIXED_NOW,
  getJson,
  postJson,
  type TestContext,
} from '../../test/context';
import {
  approvePendingAs,
  makeAccount,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';

let ctx: TestContext;
let admin: Account;
let owner: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
  owner = await makeAccount(ctx.database.db, FIXED_NOW);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** The three sizes counted the slow way, over every active business. */
async function recount() {
  const [row] = await db()
    .select({
      activeBusinesses: countDistinct(businesses.id),
      categoriesWithBusinesses: countDistinct(businesses.categoryId),
      municipalitiesWithBusinesses: countDistinct(businesses.municipalityId),
    })
    .from(businesses)
    .where(eq(businesses.isActive, true));
  return row!;
}

async function sizes() {
  const { status, body } = await getJson<Stats>(ctx.app, '/api/stats');
  expect(status).toBe(200);
  return {
    activeBusinesses: body.activeBusinesses,
    categoriesWithBusinesses: body.categoriesWithBusinesses,
    municipalitiesWithBusinesses: body.municipalitiesWithBusinesses,
  };
}

/** A municipality and a category where no active business is listed, so a new one moves both. */
async function emptyPlaceAndCategory() {
  const [place] = await db()
    .select({
      municipality: municipalities.id,
      municipalityName: municipalities.name,
      province: provinces.id,
      provinceName: provinces.name,
    })
    .from(municipalities)
    .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
    .where(
      notExists(
        db()
          .select({ one: sql`1` })
          .from(businesses)
          .where(
            and(eq(businesses.isActive, true), eq(businesses.municipalityId, municipalities.id)),
          ),
      ),
    )
    .orderBy(municipalities.id)
    .limit(1);
  const [category] = await db()
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      notExists(
        db()
          .select({ one: sql`1` })
          .from(businesses)
          .where(and(eq(businesses.isActive, true), eq(businesses.categoryId, categories.id))),
      ),
    )
    .orderBy(categories.id)
    .limit(1);
  return { place: place!, category: category! };
}

describe('the directory sizes on the home page', () => {
  it('stay equal to a recount across an approval, a suspension, an import and a deletion', async () => {
    expect(await sizes()).toEqual(await recount());
    const { place, category } = await emptyPlaceAndCategory();
    const before = await sizes();

    // An approval lists a business in a municipality and a category that had none.
    const id = await registerBusinessAs(
      ctx.app,
      owner,
      { province: place.province, municipality: place.municipality },
      { category: category.id },
    );
    await approvePendingAs(ctx.app, admin, id);
    const afterApproval = await sizes();
    expect(afterApproval).toEqual({
      activeBusinesses: before.activeBusinesses + 1,
      categoriesWithBusinesses: before.categoriesWithBusinesses + 1,
      municipalitiesWithBusinesses: before.municipalitiesWithBusinesses + 1,
    });
    expect(afterApproval).toEqual(await recount());

    // Suspending it takes the municipality and the category off again.
    const suspended = await postJson(
      ctx.app,
      `/api/admin/directory/${id}/suspend`,
      { kind: 'suspended', reason: 'Datos falsos en la ficha del negocio' },
      { cookies: admin.cookies },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await sizes()).toEqual(before);
    expect(await sizes()).toEqual(await recount());

    // An import of two businesses there, in one statement.
    const csv = [
      'id_externo,nombre,categoria,provincia,municipio,distrito,direccion,telefono,whatsapp,correo,sitio_web,horario,lat,lng,descripcion',
      `tot-1,Ferretería Los Pinos,${category.name},${place.provinceName},${place.municipalityName},,,809-571-4401,,,,,,,`,
      `tot-2,Panadería Aurora del Valle,${category.name},${place.provinceName},${place.municipalityName},,,809-571-4402,,,,,,,`,
    ].join('\n');
    const imported = await postJson(
      ctx.app,
      '/api/admin/imports',
      { fileName: 'totales.csv', csv },
      { cookies: admin.cookies },
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await sizes()).toEqual({
      activeBusinesses: before.activeBusinesses + 2,
      categoriesWithBusinesses: before.categoriesWithBusinesses + 1,
      municipalitiesWithBusinesses: before.municipalitiesWithBusinesses + 1,
    });
    expect(await sizes()).toEqual(await recount());

    // Deleting them (and the suspended one) leaves the sizes as they were.
    await db()
      .delete(businesses)
      .where(inArray(businesses.municipalityId, [place.municipality]));
    expect(await sizes()).toEqual(before);
    expect(await sizes()).toEqual(await recount());
  });

  it('stay right when activations and suspensions in one category run at the same time', async () => {
    const [first] = await db()
      .select({ categoryId: businesses.categoryId })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .groupBy(businesses.categoryId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const rows = await db()
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(eq(businesses.isActive, true), eq(businesses.categoryId, first!.categoryId)))
      .orderBy(businesses.id)
      .limit(8);
    // Separate statements, so on PostgreSQL they run on several connections at once.
    await Promise.all(
      rows.map((r) =>
        db().update(businesses).set({ isActive: false }).where(eq(businesses.id, r.id)),
      ),
    );
    expect(await sizes()).toEqual(await recount());
    await Promise.all(
      rows.map((r) =>
        db().update(businesses).set({ isActive: true }).where(eq(businesses.id, r.id)),
      ),
    );
    expect(await sizes()).toEqual(await recount());
  });

  it('are read from the kept rows, not counted again over the businesses', async () => {
    const before = await sizes();
    // A row the triggers keep, written by hand: a recount would not see it, the kept figure does.
    await db().insert(municipalityTotals).values({ municipalityId: 999_999, active: 1 });
    try {
      expect((await sizes()).municipalitiesWithBusinesses).toBe(
        before.municipalitiesWithBusinesses + 1,
      );
    } finally {
      await db().delete(municipalityTotals).where(eq(municipalityTotals.municipalityId, 999_999));
    }
  });
});
