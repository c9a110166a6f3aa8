import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';

export async function findCategoryBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, slug));
  return row ?? null;
}
