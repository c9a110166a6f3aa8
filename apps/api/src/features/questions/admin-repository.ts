// The administrators' queue of questions: new ones, reported ones and owners' answers, each
// decided on the version the administrator saw (decision 012): a change meanwhile answers 409.
import { sql } from 'drizzle-orm';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import { QUESTION_MESSAGES, type WaitingQuestion } from '@drd/shared/api/questions';
import type { Db } from '../../db/client';
import { notFound, staleVersion } from '../../lib/http-error';
import { iso, rows } from '../owner-content/sql';
import { recordAdminAction } from '../audit-log/record';

/** The question comes first: an answer is decided once its question is public. */
const questionWaits = sql`q.status in ('pending', 'reported')`;
const waits = sql`(${questionWaits} or (q.status = 'approved' and q.answer_status = 'pending'))`;

/** Oldest question first, read in order from the partial index of what waits. */
export async function listWaitingQuestions(db: Db): Promise<WaitingQuestion[]> {
  return rows<WaitingQuestion>(
    db,
    sql`select q.id, q.business_id as "businessId", coalesce(b.name, '') as "businessName",
        case q.status when 'pending' then 'question' when 'reported' then 'report'
          else 'answer' end as waiting,
        q.question, q.asker_name as "askerName",
        case when q.answer_status = 'pending' then q.answer end as answer,
        q.public_answer as "publicAnswer", q.report_reason as "reportReason",
        ${iso(sql`q.created_at`)} as "createdAt", q.version
      from business_questions q join businesses b on b.id = q.business_id
      where ${waits}
      order by q.created_at, q.id
      limit 200`,
  );
}

/**
 * Approves or rejects what waits on the question (the question itself, or else the answer).
 * A rejected question leaves the profile with the reason kept; a rejected answer leaves the
 * earlier approved one in place.
 */
export async function decideQuestion(
  db: Db,
  input: { id: number; version: number; approve: boolean; adminId: number; reason: string | null },
  now: Date,
): Promise<void> {
  const to = input.approve ? 'approved' : 'rejected';
  // The decision and its audit-log row commit together.
  const row = await db.transaction(async (tx) => {
    const [updated] = await rows<{ id: number; businessId: number }>(
      tx,
      sql`update business_questions q set
        status = case when ${questionWaits} then ${to} else q.status end,
        answer_status = case when ${questionWaits} then q.answer_status else ${to} end,
        public_answer = case when not ${questionWaits} and ${input.approve} then q.answer
          else q.public_answer end,
        decided_by = ${input.adminId}, decided_at = ${now.toISOString()}::timestamptz,
        decision_note = ${input.reason}, version = q.version + 1
      where q.id = ${input.id} and q.version = ${input.version} and ${waits}
      returning q.id, q.business_id as "businessId"`,
    );
    if (updated) {
      const entry = {
        action: `question.${input.approve ? 'approve' : 'reject'}`,
        note: input.reason,
      };
      const after = { status: to, businessId: updated.businessId };
      await recordAdminAction(
        tx,
        { ...entry, adminId: input.adminId, targetType: 'question', targetId: input.id, after },
        now,
      );
    }
    return updated;
  });
  if (row) return;
  const [found] = await rows<{ version: number; waiting: boolean }>(
    db,
    sql`select q.version, ${waits} as waiting from business_questions q
      where q.id = ${input.id} and q.status <> 'unconfirmed'`,
  );
  if (!found) throw notFound(QUESTION_MESSAGES.notFound);
  if (!found.waiting) throw staleVersion(QUESTION_MESSAGES.decided, found.version);
  throw staleVersion(STALE_VERSION_MESSAGE, found.version);
}
