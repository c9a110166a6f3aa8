// The review queue and its decisions. A submission is decided once: the conditional update
// takes it and moves its version on, so of two administrators deciding together one wins and the
// other gets 409 with the version (as decisions/take-waiting.ts does for the other kinds). The
// submissions rows are the history (who, when, what, note). New businesses have their own queue
// (features/admin-businesses), where approval activates the plan: they are left out here.
import { sql, type SQL } from 'drizzle-orm';
import {
  MODERATION_MESSAGES,
  type ChangeList,
  type PendingSubmission,
  type Submission,
} from '@drd/shared/api/content/moderation';
import type { Db } from '../../db/client';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import { conflict, notFound, staleVersion } from '../../lib/http-error';
import { iso, rows } from '../owner-content/sql';
import { bumpRegistration } from '../owner-content/submissions';
import { applyDecision, lockTarget, type DecidedRow } from './apply';
import { attachBeforeAfter } from './before-after';
import { markVerificationVoids } from './verification-void';
import { recordAdminAction } from '../audit-log/record';

const notRegistration = sql`not (s.content_type = 'business' and s.change_type = 'new_content')`;

const submissionColumns = sql`s.id, s.business_id as "businessId", s.content_type as "contentType",
  s.content_id as "contentId", s.change_type as "changeType", s.change_data as "changeData",
  s.status, ${iso(sql`s.created_at`)} as "createdAt", ${iso(sql`s.reviewed_at`)} as "reviewedAt",
  s.review_notes as "reviewNotes"`;

export async function decideSubmission(
  db: Db,
  input: { id: number; version: number; approve: boolean; adminId: number; notes: string | null },
  now: Date,
): Promise<{ businessId: number; status: 'approved' | 'rejected' }> {
  const status = input.approve ? 'approved' : 'rejected';
  return db.transaction(async (tx) => {
    // The item is locked first (as the owner's writes lock it), so no edit can land between the
    // version check below and the publication.
    await lockTarget(tx, input.id);
    const [row] = await rows<DecidedRow>(
      tx,
      sql`update business_profile_submissions s set status = ${status},
          reviewed_by = ${input.adminId}, reviewed_at = ${now.toISOString()}::timestamptz,
          review_notes = ${input.notes}, version = s.version + 1
        where s.id = ${input.id} and s.status = 'pending' and ${notRegistration}
          and s.version = ${input.version}
        returning s.id, s.business_id, s.content_type, s.content_id, s.change_type, s.change_data`,
    );
    if (!row) {
      const [found] = await rows<{ status: string; registration: boolean; version: number }>(
        tx,
        sql`select s.status, not ${notRegistration} as registration, s.version
          from business_profile_submissions s where s.id = ${input.id}`,
      );
      if (!found) throw notFound(MODERATION_MESSAGES.notFound);
      if (found.registration && found.status === 'pending') {
        throw conflict(MODERATION_MESSAGES.registration);
      }
      if (found.status === 'pending') throw staleVersion(STALE_VERSION_MESSAGE, found.version);
      throw staleVersion(MODERATION_MESSAGES.decided, found.version);
    }
    await applyDecision(tx, row, { approve: input.approve, adminId: input.adminId, now });
    // The submission row keeps the change itself; the log names it and its business.
    const after = { status, businessId: row.business_id, contentType: row.content_type };
    const entry = { action: `submission.${input.approve ? 'approve' : 'reject'}`, after };
    await recordAdminAction(
      tx,
      {
        ...entry,
        adminId: input.adminId,
        targetType: 'submission',
        targetId: row.id,
        note: input.notes,
      },
      now,
    );
    // A business still waiting for approval would now publish this too.
    if (input.approve) await bumpRegistration(tx, row.business_id);
    return { businessId: row.business_id, status };
  });
}

export async function listPendingSubmissions(
  db: Db,
  query: { contentType?: string; businessId?: number; page: number; pageSize: number },
): Promise<{ submissions: PendingSubmission[]; total: number }> {
  const filters: SQL[] = [sql`s.status = 'pending'`, notRegistration];
  if (query.contentType) filters.push(sql`s.content_type = ${query.contentType}`);
  if (query.businessId) filters.push(sql`s.business_id = ${query.businessId}`);
  const where = sql.join(filters, sql` and `);
  const [page, [count]] = await Promise.all([
    rows<Omit<PendingSubmission, 'before' | 'after' | 'voidsVerification'>>(
      db,
      sql`select ${submissionColumns}, s.version, b.name as "businessName",
          u.username as "submittedBy"
        from business_profile_submissions s
        join businesses b on b.id = s.business_id
        left join users u on u.id = s.submitted_by
        where ${where} order by s.created_at, s.id
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from business_profile_submissions s where ${where}`,
    ),
  ]);
  const compared = await attachBeforeAfter(db, page);
  return { submissions: await markVerificationVoids(db, compared), total: count?.total ?? 0 };
}

/** The businesses with changes waiting and how many, by name (at most 500, for a select). */
export async function listPendingBusinesses(db: Db) {
  return rows<{ id: number; name: string; pending: number }>(
    db,
    sql`select b.id, b.name, count(*)::int as pending
      from business_profile_submissions s join businesses b on b.id = s.business_id
      where s.status = 'pending' and ${notRegistration}
      group by b.id, b.name order by b.name, b.id limit 500`,
  );
}

/** The owner's change status card: counts by status and the 10 most recent changes. */
export async function listChanges(db: Db, businessId: number): Promise<ChangeList> {
  const [counts, recent] = await Promise.all([
    rows<{ status: Submission['status']; count: number }>(
      db,
      sql`select status, count(*)::int as count from business_profile_submissions
        where business_id = ${businessId} group by status`,
    ),
    rows<Submission>(
      db,
      sql`select ${submissionColumns} from business_profile_submissions s
        where s.business_id = ${businessId} order by s.created_at desc, s.id desc limit 10`,
    ),
  ]);
  const by = Object.fromEntries(counts.map((c) => [c.status, c.count]));
  return {
    counts: { pending: by.pending ?? 0, approved: by.approved ?? 0, rejected: by.rejected ?? 0 },
    recent,
  };
}

/** Every decision on the business, newest first: who, when, what and the note. */
export async function listDecisions(
  db: Db,
  businessId: number,
  query: { page: number; pageSize: number },
) {
  const where = sql`s.business_id = ${businessId} and s.status <> 'pending'`;
  const [decisions, [count]] = await Promise.all([
    rows<Submission & { reviewedBy: string | null }>(
      db,
      sql`select ${submissionColumns}, u.username as "reviewedBy"
        from business_profile_submissions s left join users u on u.id = s.reviewed_by
        where ${where} order by s.reviewed_at desc, s.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from business_profile_submissions s where ${where}`,
    ),
  ]);
  return { decisions, total: count?.total ?? 0 };
}
