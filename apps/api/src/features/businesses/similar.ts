// 'Negocios similares' on a profile: a few active businesses of its category nearby (its
// municipality first, then its province). A plan with hideSimilar and the switch on shows none.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { BusinessCard } from '@drd/shared/api/businesses';
import { planIncludes } from '@drd/shared/plans';
import type { ListScope } from '@drd/shared/featured';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import { defaultOrder } from './order';
import { cardsInOrder } from './cards';

export const SIMILAR_COUNT = 4;

/** The similar businesses of an active business; null when it is not public. */
export async function findSimilarBusinesses(db: Db, id: number): Promise<BusinessCard[] | null> {
  const [own] = await db
    .select({
      categoryId: businesses.categoryId,
      provinceId: businesses.provinceId,
      municipalityId: businesses.municipalityId,
      packageId: businesses.packageId,
      hide: businesses.hideCompetitorAds,
    })
    .from(businesses)
    .where(and(eq(businesses.id, id), eq(businesses.isActive, true)));
  if (!own) return null;
  // The switch counts only while the plan includes it (a downgrade shows the block again).
  if (own.hide && planIncludes(own.packageId, 'hideSimilar')) return [];
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        eq(businesses.isActive, true),
        eq(businesses.categoryId, own.categoryId),
        eq(businesses.provinceId, own.provinceId),
        ne(businesses.id, id),
      ),
    )
    .orderBy(sql`${businesses.municipalityId} <> ${own.municipalityId}`, ...defaultOrder)
    .limit(SIMILAR_COUNT);
  // A list of its category in its province: 'Destacado' as on that page.
  const scope: ListScope = {
    place: { kind: 'province', provinceId: own.provinceId },
    category: true,
  };
  return cardsInOrder(
    db,
    rows.map((r) => r.id),
    scope,
  );
}
