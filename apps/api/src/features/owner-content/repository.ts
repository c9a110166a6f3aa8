// Owner content with its moderation: a new item
// waits as pending; an edit of a published item waits in a submission while the published
// version stays; an edit of a waiting item replaces it; removing a published item waits too.
import { sql } from 'drizzle-orm';
import {
  CONTENT_MESSAGES,
  type ContentStatus,
  type OwnerItem,
  type WriteAnswer,
} from '@drd/shared/api/content/items';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { onSocialHost, socialHostMessage, type SocialPlatform } from '@drd/shared/social-hosts';
import { badRequest, notFound } from '../../lib/http-error';
import { hiddenByPlanSql } from './hidden-by-plan';
import { checkPlan } from './plan-check';
import type { ContentStorage } from './registry';
import { assignments, fieldsJson, insertPairs, iso, rows, table } from './sql';
import { bumpRegistration, openSubmission, snapshot } from './submissions';

type Data = Record<string, unknown>;
interface Actor {
  businessId: number;
  userId: number;
}

/** Every item of one type with its state, the waiting change and the last rejection's note. */
export async function listItems(db: Db, storage: ContentStorage, businessId: number) {
  const same = sql`s.business_id = t.business_id and s.content_type = ${storage.type}
    and s.content_id = t.id`;
  const found = await rows<{ item: OwnerItem }>(
    db,
    sql`select (${fieldsJson(storage)}::jsonb || jsonb_build_object(
      'id', t.id,
      'displayOrder', ${storage.hasDisplayOrder ? sql`t.display_order` : sql`0`},
      'status', t.status,
      'createdAt', ${iso(sql`t.created_at`)},
      'hiddenByPlan', ${hiddenByPlanSql(storage)},
      'pendingChange', (select json_build_object('submissionId', s.id, 'changeType', s.change_type,
          'data', s.change_data, 'createdAt', ${iso(sql`s.created_at`)})
        from business_profile_submissions s
        where ${same} and s.status = 'pending' and s.change_type <> 'new_content'
        order by s.id desc limit 1),
      'lastRejection', (select json_build_object('notes', d.review_notes,
          'reviewedAt', ${iso(sql`d.reviewed_at`)})
        from (select s.status, s.review_notes, s.reviewed_at from business_profile_submissions s
          where ${same} and s.status <> 'pending' order by s.reviewed_at desc, s.id desc limit 1) d
        where d.status = 'rejected'))) as item
    from ${table(storage)} t where t.business_id = ${businessId} order by ${sql.raw(storage.order)}`,
  );
  return found.map((r) => r.item);
}

async function lockItem(tx: Tx, storage: ContentStorage, businessId: number, id: number) {
  const [item] = await rows<{ status: string }>(
    tx,
    sql`select status from ${table(storage)}
      where id = ${id} and business_id = ${businessId} for update`,
  );
  if (!item) throw notFound(CONTENT_MESSAGES.notFound);
  return item;
}

/** An edited social link stays on its network's hosts: the edit body carries the url alone. */
async function checkSocialEdit(tx: Tx, storage: ContentStorage, id: number, data: Data) {
  if (storage.type !== 'social-links' || typeof data.url !== 'string') return;
  const [link] = await rows<{ platform: SocialPlatform }>(
    tx,
    sql`select platform from ${table(storage)} where id = ${id}`,
  );
  if (link && !onSocialHost(link.platform, data.url)) {
    const message = socialHostMessage(link.platform);
    throw badRequest(message, { url: [message] });
  }
}

export async function createItem(
  db: Db,
  storage: ContentStorage,
  actor: Actor,
  data: Data,
): Promise<WriteAnswer> {
  const { columns, values } = insertPairs(storage, data);
  return db.transaction(async (tx) => {
    await checkPlan(tx, storage, actor.businessId);
    await storage.checkCreate?.(tx, actor.businessId, data);
    const order = storage.hasDisplayOrder
      ? sql`, coalesce((select max(display_order) + 1 from ${table(storage)}
          where business_id = ${actor.businessId}), 0)`
      : sql``;
    const [row] = await rows<{ id: number }>(
      tx,
      sql`insert into ${table(storage)} (business_id, status${sql.join(columns)}${
        storage.hasDisplayOrder ? sql`, display_order` : sql``
      })
        select ${actor.businessId}, 'pending'${sql.join(values)}${order}
        returning id`,
    );
    const id = row!.id;
    const submissionId = await openSubmission(tx, storage, actor, id, 'new_content', data);
    return { id, status: 'pending', submissionId, message: CONTENT_MESSAGES.created };
  });
}

export async function editItem(
  db: Db,
  storage: ContentStorage,
  actor: Actor & { id: number },
  data: Data,
): Promise<WriteAnswer> {
  // An edit that names none of the fields it may change (say, a gallery image's URL) changes nothing.
  if (!Object.values(data).some((value) => value !== undefined)) {
    throw badRequest(CONTENT_MESSAGES.nothingToChange);
  }
  return db.transaction(async (tx) => {
    await checkPlan(tx, storage, actor.businessId);
    const item = await lockItem(tx, storage, actor.businessId, actor.id);
    await checkSocialEdit(tx, storage, actor.id, data);
    if (item.status === 'approved') {
      // The published version stays as it is until an administrator approves the edit.
      const submissionId = await openSubmission(
        tx,
        storage,
        actor,
        actor.id,
        'profile_update',
        data,
      );
      return { id: actor.id, status: 'approved', submissionId, message: CONTENT_MESSAGES.updated };
    }
    // Not public: the waiting version is replaced and goes (back) to the queue.
    await tx.execute(
      sql`update ${table(storage)} set ${sql.join(assignments(storage, data), sql`, `)},
        status = 'pending' where id = ${actor.id}`,
    );
    const full = await snapshot(tx, storage, actor.id);
    const submissionId = await openSubmission(tx, storage, actor, actor.id, 'new_content', full);
    return {
      id: actor.id,
      status: 'pending',
      submissionId,
      message: CONTENT_MESSAGES.pendingUpdated,
    };
  });
}

export async function deleteItem(
  db: Db,
  storage: ContentStorage,
  actor: Actor & { id: number },
): Promise<WriteAnswer & { deleted: boolean }> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, storage, actor.businessId, actor.id);
    if (item.status === 'approved') {
      const full = await snapshot(tx, storage, actor.id);
      const submissionId = await openSubmission(
        tx,
        storage,
        actor,
        actor.id,
        'delete_content',
        full,
      );
      const message = CONTENT_MESSAGES.deleteRequested;
      return { id: actor.id, status: 'approved', submissionId, message, deleted: false };
    }
    // Never published: it goes at once, with the submissions still waiting for it.
    await tx.execute(sql`delete from business_profile_submissions
      where content_type = ${storage.type} and content_id = ${actor.id} and status = 'pending'`);
    await tx.execute(sql`delete from ${table(storage)} where id = ${actor.id}`);
    const status = item.status === 'rejected' ? 'rejected' : 'pending';
    return {
      id: actor.id,
      status,
      submissionId: null,
      message: CONTENT_MESSAGES.deleted,
      deleted: true,
    };
  });
}

/** Puts every item of the type in the given order at once (no content changes, no review). */
export async function reorderItems(
  db: Db,
  storage: ContentStorage,
  businessId: number,
  ids: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await rows<{ id: number }>(
      tx,
      sql`select id from ${table(storage)} where business_id = ${businessId} for update`,
    );
    const known = new Set(current.map((r) => r.id));
    if (
      ids.length !== known.size ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !known.has(id))
    ) {
      throw badRequest(CONTENT_MESSAGES.badOrder);
    }
    await writeOrder(tx, storage, businessId, ids);
  });
}

/**
 * Moves one item to a position (0 first; past the end means last) and renumbers the rest: the
 * `{displayOrder}` form of the edit call. Applies at once, like reorderItems.
 */
export async function moveItem(
  db: Db,
  storage: ContentStorage,
  target: { businessId: number; id: number },
  position: number,
): Promise<WriteAnswer> {
  return db.transaction(async (tx) => {
    const current = await rows<{ id: number; status: ContentStatus }>(
      tx,
      sql`select id, status from ${table(storage)} where business_id = ${target.businessId}
        order by display_order, id for update`,
    );
    const item = current.find((r) => r.id === target.id);
    if (!item) throw notFound(CONTENT_MESSAGES.notFound);
    const ids = current.map((r) => r.id).filter((id) => id !== target.id);
    ids.splice(Math.min(position, ids.length), 0, target.id);
    await writeOrder(tx, storage, target.businessId, ids);
    return {
      id: item.id,
      status: item.status,
      submissionId: null,
      message: CONTENT_MESSAGES.reordered,
    };
  });
}

async function writeOrder(tx: Tx, storage: ContentStorage, businessId: number, ids: number[]) {
  if (ids.length === 0) return;
  // The order is published too: a business waiting for approval gets a new version.
  await bumpRegistration(tx, businessId);
  const pairs = ids.map((id, index) => sql`(${id}::int, ${index}::int)`);
  await tx.execute(sql`update ${table(storage)} t set display_order = v.position
    from (values ${sql.join(pairs, sql`, `)}) as v(id, position)
    where t.id = v.id and t.business_id = ${businessId}`);
}
