// The name words the database keeps (business_name_words, statement triggers of migration 0047)
// equal a recount from the businesses after an approval, a name edit, a plan change, the visit
// order's batch, an import, a suspension, a deletion and concurrent writes; the batch rewrites
// only the rows whose keys moved.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/raw';
import { businessVisitCounts, businesses } from '../../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../../test/context';
import {
  approvePendingAs,
  makeAccount,
  registerBusinessAs,
  type Account,
} from '../../../test/sign-up-fixtures';
import { emptyPlaceAndCategory } from '../../seo/sitemap-kept-fixtures';
import { syncVisitOrder } from '../../visits/order-sync';
import { refreshSearchDocuments } from './document';

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
const ROW = `lexeme || '|' || business_id || '|' || is_highlighted || '|' || package_id || '|' || visit_count || '|' || name`;

async function rows(db: Db, from: string) {
  const found = await queryRows<{ row: string }>(db, sql.raw(`select ${ROW} as row from ${from}`));
  return found.map((r) => r.row).sort();
}

async function expectKeptEqualsRecount() {
  const kept = await rows(db(), 'business_name_words');
  const recounted = await rows(
    db(),
    `(select w.lexeme, b.id as business_id, b.is_highlighted, b.package_id, b.visit_count, b.name
      from businesses b, unnest(tsvector_to_array(b.name_vector)) as w(lexeme)
      where b.is_active) r`,
  );
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((r) => !recounted.includes(r))).toEqual([]);
  expect(recounted.filter((r) => !kept.includes(r))).toEqual([]);
}

const wordsOf = async (id: number) =>
  (
    await queryRows<{ lexeme: string }>(
      db(),
      sql`select lexeme from business_name_words where business_id = ${id} order by lexeme`,
    )
  ).map((r) => r.lexeme);

describe('the name words the database keeps', () => {
  it('follow an approval, a name edit, a plan, the visit order, an import, a suspension and a deletion', async () => {
    await expectKeptEqualsRecount();
    const { place, category } = await emptyPlaceAndCategory(db());

    const id = await registerBusinessAs(ctx.app, owner, place, {
      name: 'Farmacia Los Almendros',
      category: category.id,
    });
    expect(await wordsOf(id)).toEqual([]);
    await approvePendingAs(ctx.app, admin, id);
    expect(await wordsOf(id)).toEqual(['almendr', 'farmaci']);
    await expectKeptEqualsRecount();

    await db().update(businesses).set({ name: 'Botica Almendros' }).where(eq(businesses.id, id));
    await refreshSearchDocuments(db(), [id]);
    expect(await wordsOf(id)).toEqual(['almendr', 'botic']);
    await expectKeptEqualsRecount();

    await db().update(businesses).set({ packageId: 5 }).where(eq(businesses.id, id));
    await expectKeptEqualsRecount();

    await db().insert(businessVisitCounts).values({ businessId: id, count: 4321 });
    expect(await syncVisitOrder(db())).toBeGreaterThan(0);
    await expectKeptEqualsRecount();

    const csv = [
      'id_externo,nombre,categoria,provincia,municipio,distrito,direccion,telefono,whatsapp,correo,sitio_web,horario,lat,lng,descripcion',
      `nw-1,Ferretería Los Pinos,${category.name},${place.provinceName},${place.municipalityName},,,809-571-4401,,,,,,,`,
      `nw-2,Panadería Aurora del Valle,${category.name},${place.provinceName},${place.municipalityName},,,809-571-4402,,,,,,,`,
    ].join('\n');
    const imported = await postJson(
      ctx.app,
      '/api/admin/imports',
      { fileName: 'palabras.csv', csv },
      { cookies: admin.cookies },
    );
    expect(imported.statusCode, imported.body).toBe(200);
    await expectKeptEqualsRecount();

    const suspended = await postJson(
      ctx.app,
      `/api/admin/directory/${id}/suspend`,
      { kind: 'suspended', reason: 'Datos falsos en la ficha del negocio' },
      { cookies: admin.cookies },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await wordsOf(id)).toEqual([]);
    await expectKeptEqualsRecount();

    await db()
      .delete(businesses)
      .where(
        and(
          eq(businesses.categoryId, category.id),
          eq(businesses.municipalityId, place.municipality),
        ),
      );
    await expectKeptEqualsRecount();
  });

  it('stay right when writes to the same businesses run at the same time', async () => {
    const some = await db()
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .orderBy(businesses.id)
      .limit(6);
    const ids = some.map((r) => r.id);
    // Separate statements, so on PostgreSQL they run on several connections at once.
    await Promise.all(
      ids.flatMap((id, i) => [
        db()
          .update(businesses)
          .set({ visitCount: sql`${businesses.visitCount} + ${i + 1}` })
          .where(eq(businesses.id, id)),
        db()
          .update(businesses)
          .set({ isActive: i % 2 === 0 })
          .where(eq(businesses.id, id)),
      ]),
    );
    await expectKeptEqualsRecount();
    await db().update(businesses).set({ isActive: true }).where(inArray(businesses.id, ids));
    await expectKeptEqualsRecount();
  });

  it("are rewritten by the visit order's batch only for the businesses whose count moved", async () => {
    const [moved, still] = await db()
      .select({ id: businesses.id, visits: businesses.visitCount })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .orderBy(businesses.id)
      .limit(2);
    const versions = async (id: number) =>
      (
        await queryRows<{ v: string }>(
          db(),
          sql`select string_agg(xmin::text, ',' order by lexeme) as v
            from business_name_words where business_id = ${id}`,
        )
      )[0]!.v;
    const [movedBefore, stillBefore] = [await versions(moved!.id), await versions(still!.id)];
    await db()
      .insert(businessVisitCounts)
      .values([
        { businessId: moved!.id, count: moved!.visits + 7 },
        { businessId: still!.id, count: still!.visits },
      ])
      .onConflictDoUpdate({
        target: businessVisitCounts.businessId,
        set: { count: sql`excluded.count`, pending: true },
      });
    await syncVisitOrder(db());
    expect(await versions(moved!.id)).not.toEqual(movedBefore);
    expect(await versions(still!.id)).toEqual(stillBefore);
    // An update that changes none of the keys (an edit of the description) writes nothing either.
    await db()
      .update(businesses)
      .set({ description: sql`${businesses.description} || ' '` })
      .where(eq(businesses.id, still!.id));
    expect(await versions(still!.id)).toEqual(stillBefore);
    await expectKeptEqualsRecount();
  });
});
