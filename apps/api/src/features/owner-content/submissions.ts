// The submission an owner's write opens: one waiting submission per item and kind of change, so
// a second edit before the review replaces the first instead of queueing behind it.
import { sql } from 'drizzle-orm';
import type { ChangeType } from '@drd/shared/api/content/items';
import type { Tx } from '../../db/transaction';
import type { ContentStorage } from './registry';
import { fieldsJson, rows, table } from './sql';

export interface SubmissionTarget {
  businessId: number;
  userId: number;
  /** A content type of the registry, or 'business' for the business's own facts. */
  contentType: string;
  contentId: number;
}

/** Opens the waiting submission, or replaces the data of the one already waiting; its id. */
export async function upsertSubmission(
  tx: Tx,
  target: SubmissionTarget,
  changeType: ChangeType,
  data: Record<string, unknown>,
): Promise<number> {
  const json = JSON.stringify(data);
  const [updated] = await rows<{ id: number }>(
    tx,
    // A new version only when the waiting data really changes: a decision bound to the old one
    // then answers 409 instead of publishing what the administrator never saw.
    sql`update business_profile_submissions
      set version = version + (change_data <> ${json}::jsonb)::int,
        change_data = ${json}::jsonb, submitted_by = ${target.userId}
      where business_id = ${target.businessId} and content_type = ${target.contentType}
        and content_id = ${target.contentId} and change_type = ${changeType}
        and status = 'pending'
      returning id`,
  );
  if (updated) return updated.id;
  const [inserted] = await rows<{ id: number }>(
    tx,
    sql`insert into business_profile_submissions
        (business_id, submitted_by, change_type, content_type, content_id, change_data)
      values (${target.businessId}, ${target.userId}, ${changeType}, ${target.contentType},
        ${target.contentId}, ${json}::jsonb)
      returning id`,
  );
  return inserted!.id;
}

/**
 * A new version of the business's waiting registration, if it waits: something its approval
 * publishes changed (a setting, or owner content approved meanwhile).
 */
export async function bumpRegistration(tx: Tx, businessId: number): Promise<void> {
  await tx.execute(sql`update business_profile_submissions set version = version + 1
    where business_id = ${businessId} and content_type = 'business'
      and change_type = 'new_content' and status = 'pending'`);
}

export function openSubmission(
  tx: Tx,
  storage: ContentStorage,
  actor: { businessId: number; userId: number },
  contentId: number,
  changeType: ChangeType,
  data: Record<string, unknown>,
): Promise<number> {
  return upsertSubmission(tx, { ...actor, contentType: storage.type, contentId }, changeType, data);
}

/** The item's stored fields, as the API names them. */
export async function snapshot(
  tx: Tx,
  storage: ContentStorage,
  id: number,
): Promise<Record<string, unknown>> {
  const [row] = await rows<{ item: Record<string, unknown> }>(
    tx,
    sql`select ${fieldsJson(storage)} as item from ${table(storage)} t where t.id = ${id}`,
  );
  return row?.item ?? {};
}
