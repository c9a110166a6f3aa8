// The plan table (shared plans.ts) enforced on every owner write: a type the business's plan
// does not include is refused with the Spanish 403 naming the plan that opens it.
import { eq } from 'drizzle-orm';
import { planIncludes, planRequiredMessage } from '@drd/shared/plans';
import type { Tx } from '../../db/transaction';
import { businesses } from '../../db/schema';
import { forbidden } from '../../lib/http-error';
import type { ContentStorage } from './registry';

export async function checkPlan(tx: Tx, storage: ContentStorage, businessId: number) {
  // Photos are in every plan; their number is the gallery limit's check (gallery-limit.ts).
  if (storage.plan === 'photos') return;
  const [business] = await tx
    .select({ packageId: businesses.packageId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!planIncludes(business?.packageId, storage.plan)) {
    throw forbidden(planRequiredMessage(storage.plan));
  }
}
