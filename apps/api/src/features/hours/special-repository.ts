// Special hours for a date or range (a holiday): a closed day is in force at once, other hours
// wait for the review queue as a 'special-hours' submission. Deleting keeps the row (deleted_at),
// the business's history of them.
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { SpecialHoursEntry } from '@drd/shared/api/hours';
import type { TimeRange } from '@drd/shared/opening-hours';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { specialHours } from '../../db/schema';
import { MODERATION_MESSAGES } from '@drd/shared/api/content/moderation';
import { specialDateText, specialHoursText } from '@drd/shared/special-hours-text';
import { upsertSubmission } from '../owner-content/submissions';

export const SPECIAL_HOURS_TYPE = 'special-hours';

const entryColumns = {
  id: specialHours.id,
  date: specialHours.date,
  endDate: specialHours.endDate,
  closed: specialHours.closed,
  ranges: specialHours.ranges,
  status: specialHours.status,
};

/** What the public reads of an entry (cards, profile, filters). */
const publicColumns = {
  date: specialHours.date,
  endDate: specialHours.endDate,
  closed: specialHours.closed,
  ranges: specialHours.ranges,
};

type Row = { date: string; endDate: string; closed: boolean; ranges: TimeRange[] | null };

/** One day is answered without an end date, as it was asked. */
function toSpecial<T extends Row>(row: T): Omit<T, 'endDate'> & { endDate: string | null } {
  return { ...row, endDate: row.endDate === row.date ? null : row.endDate };
}

/** The owner's list: every entry not deleted that has not ended before `today`. */
export async function listSpecialHours(
  db: Db,
  businessId: number,
  today: string,
): Promise<SpecialHoursEntry[]> {
  const found = await db
    .select(entryColumns)
    .from(specialHours)
    .where(
      and(
        eq(specialHours.businessId, businessId),
        gte(specialHours.endDate, today),
        isNull(specialHours.deletedAt),
      ),
    )
    .orderBy(asc(specialHours.date), asc(specialHours.id));
  return found.map((row) => toSpecial(row) as SpecialHoursEntry);
}

export async function countUpcoming(db: Db, businessId: number, today: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(specialHours)
    .where(
      and(
        eq(specialHours.businessId, businessId),
        gte(specialHours.endDate, today),
        isNull(specialHours.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Adds an entry; other hours than closed open their submission in the same transaction. */
export async function addSpecialHours(
  db: Db,
  input: {
    businessId: number;
    userId: number;
    date: string;
    endDate: string;
    closed: boolean;
    ranges: TimeRange[] | null;
  },
): Promise<SpecialHoursEntry> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(specialHours)
      .values({
        businessId: input.businessId,
        date: input.date,
        endDate: input.endDate,
        closed: input.closed,
        ranges: input.closed ? null : input.ranges,
        // Closing only takes the business out of 'open' (DESIGN.md §3): no review needed.
        status: input.closed ? 'approved' : 'pending',
        createdBy: input.userId,
      })
      .returning(entryColumns);
    if (!input.closed) {
      await upsertSubmission(
        tx,
        {
          businessId: input.businessId,
          userId: input.userId,
          contentType: SPECIAL_HOURS_TYPE,
          contentId: row!.id,
        },
        'new_content',
        // As the admin reads it; the decision acts on the row itself (decideSpecialHours).
        {
          specialDate: specialDateText(toSpecial(row!)),
          specialHours: specialHoursText(row!),
        },
      );
    }
    return toSpecial(row!) as SpecialHoursEntry;
  });
}

/** Deletes (keeps as history) the entry; a submission still waiting for it is closed. */
export async function deleteSpecialHours(
  db: Db,
  input: { businessId: number; id: number; userId: number; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(specialHours)
      .set({ deletedAt: input.now, deletedBy: input.userId })
      .where(
        and(
          eq(specialHours.id, input.id),
          eq(specialHours.businessId, input.businessId),
          isNull(specialHours.deletedAt),
        ),
      )
      .returning({ id: specialHours.id });
    if (!row) return false;
    await tx.execute(sql`update business_profile_submissions
      set status = 'rejected', reviewed_at = ${input.now.toISOString()}::timestamptz,
        review_notes = ${MODERATION_MESSAGES.itemGone}
      where content_type = ${SPECIAL_HOURS_TYPE} and content_id = ${input.id}
        and status = 'pending'`);
    return true;
  });
}

/** The review queue's decision on other hours: in force when approved, kept as rejected if not. */
export async function decideSpecialHours(
  tx: Tx,
  input: { businessId: number; id: number; approve: boolean },
): Promise<void> {
  await tx
    .update(specialHours)
    .set({ status: input.approve ? 'approved' : 'rejected' })
    .where(
      and(
        eq(specialHours.id, input.id),
        eq(specialHours.businessId, input.businessId),
        eq(specialHours.status, 'pending'),
      ),
    );
}

/** Locks the entry a decision is about, as lockTarget does for content. */
export async function lockSpecialHours(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`select 1 from special_hours where id = ${id} for update`);
}

const inForce = and(eq(specialHours.status, 'approved'), isNull(specialHours.deletedAt));

/** Every approved entry touching [from, to], with its business's week (the open filters). */
export async function specialHoursAround(db: Db, from: string, to: string) {
  const found = await db
    .select({ businessId: specialHours.businessId, ...publicColumns })
    .from(specialHours)
    .where(and(gte(specialHours.endDate, from), lte(specialHours.date, to), inForce));
  return found.map(({ businessId, ...row }) => ({
    businessId,
    special: toSpecial(row),
  }));
}
