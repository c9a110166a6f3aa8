// Reference data every database needs, demo or production: the territorial division, the
// categories, the five plans and the counters. Idempotent, so it runs at every start.
import { sql } from 'drizzle-orm';
import territory from '@drd/shared/data/dr-territorial-division.json';
import { CATEGORIES, CATEGORY_MODULES } from '@drd/shared/categories';
import { PACKAGES } from '@drd/shared/constants';
import { planDescription, planFeatureLines } from '@drd/shared/plans';
import type { Db } from '../client';
import {
  categories,
  categoryModules,
  counters,
  municipalDistricts,
  municipalities,
  packages,
  provinces,
} from '../schema';

export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(provinces)
      .values(territory.provinces.map((p) => ({ code: p.code, name: p.name.trim(), slug: p.slug })))
      .onConflictDoNothing();
    const provinceIds = new Map(
      (await tx.select({ id: provinces.id, code: provinces.code }).from(provinces)).map((p) => [
        p.code,
        p.id,
      ]),
    );
    await tx
      .insert(municipalities)
      .values(
        territory.provinces.flatMap((p) =>
          p.municipalities.map((m) => ({
            provinceId: provinceIds.get(p.code)!,
            code: m.code,
            // The source file has stray trailing spaces ('San Víctor ').
            name: m.name.trim(),
            slug: m.slug,
          })),
        ),
      )
      .onConflictDoNothing();
    const municipalityIds = new Map(
      (
        await tx.select({ id: municipalities.id, code: municipalities.code }).from(municipalities)
      ).map((m) => [m.code, m.id]),
    );
    const districts = territory.provinces.flatMap((p) =>
      p.municipalities.flatMap((m) =>
        m.districts.map((d) => ({
          municipalityId: municipalityIds.get(m.code)!,
          code: d.code,
          name: d.name.trim(),
          slug: d.slug,
        })),
      ),
    );
    if (districts.length > 0)
      await tx.insert(municipalDistricts).values(districts).onConflictDoNothing();

    await tx
      .insert(categoryModules)
      .values([...CATEGORY_MODULES])
      .onConflictDoNothing();
    await tx
      .insert(categories)
      .values(
        CATEGORIES.map((c) => ({ key: c.key, name: c.name, slug: c.slug, moduleId: c.moduleId })),
      )
      .onConflictDoNothing();

    // The plans' names and lines come from the plan table (shared plans.ts) and are rewritten at
    // every start, so '/planes' never sells what the server does not provide (and a renamed plan,
    // decision 040, is renamed in an existing database too); prices stay as they are.
    await tx
      .insert(packages)
      .values(
        PACKAGES.map((p) => ({
          id: p.id,
          type: p.type,
          name: p.name,
          price: p.price,
          description: planDescription(p.id),
          features: planFeatureLines(p.id),
        })),
      )
      .onConflictDoUpdate({
        target: packages.id,
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          features: sql`excluded.features`,
        },
      });
    await tx.insert(counters).values({ name: 'global_visits', value: 0 }).onConflictDoNothing();
  });
}
