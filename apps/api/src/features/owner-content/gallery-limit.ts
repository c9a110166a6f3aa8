// A plan's gallery size: every photo counts (waiting, published or rejected), since each one
// takes storage until its owner removes it.
import { eq, sql } from 'drizzle-orm';
import { galleryLimitMessage, galleryLimitOf } from '@drd/shared/api/content/registry';
import type { Tx } from '../../db/transaction';
import { businessGalleryImages, businesses } from '../../db/schema';
import { conflict } from '../../lib/http-error';

export async function checkGalleryLimit(tx: Tx, businessId: number): Promise<void> {
  // The business's row lock makes two uploads at the last free place wait for each other.
  const [business] = await tx
    .select({ packageId: businesses.packageId })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  const limit = galleryLimitOf(business?.packageId ?? null);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(businessGalleryImages)
    .where(eq(businessGalleryImages.businessId, businessId));
  if ((row?.count ?? 0) >= limit) throw conflict(galleryLimitMessage(limit));
}
