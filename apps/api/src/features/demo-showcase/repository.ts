// The demo business the seed marked in demo_showcase, and the one message the seed wrote to it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessLeads, demoShowcase } from '../../db/schema';

export async function findShowcaseBusinessId(db: Db): Promise<number | null> {
  const [row] = await db.select({ businessId: demoShowcase.businessId }).from(demoShowcase);
  return row?.businessId ?? null;
}

/** Only the lead the seed recorded, and only while it is still the showcase business's. */
export async function findShowcaseLead(db: Db, businessId: number) {
  const [row] = await db
    .select({
      kind: businessLeads.kind,
      name: businessLeads.name,
      message: businessLeads.message,
      createdAt: businessLeads.createdAt,
    })
    .from(demoShowcase)
    .innerJoin(
      businessLeads,
      and(eq(businessLeads.id, demoShowcase.leadId), eq(businessLeads.businessId, businessId)),
    );
  if (!row) return null;
  return {
    kind: row.kind === 'booking' ? ('booking' as const) : ('contact' as const),
    name: row.name,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
