// The owner's side of questions: the list, the answer (waiting for an administrator while the
// approved one stays public) and the report of an abusive question.
import { and, eq, sql } from 'drizzle-orm';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import { QUESTION_MESSAGES, type OwnerQuestion } from '@drd/shared/api/questions';
import type { Db } from '../../db/client';
import { businesses, businessQuestions } from '../../db/schema';
import { conflict, notFound, staleVersion } from '../../lib/http-error';
import { iso, rows } from '../owner-content/sql';

/** Only a published business takes questions. */
export async function findAskableBusiness(db: Db, businessId: number) {
  const [business] = await db
    .select({ name: businesses.name, isActive: businesses.isActive })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return business?.isActive ? business : null;
}

/** What the owner sees: every confirmed question not removed, newest first. */
export async function listOwnerQuestions(db: Db, businessId: number): Promise<OwnerQuestion[]> {
  return rows<OwnerQuestion>(
    db,
    sql`select q.id, q.question, nullif(split_part(trim(q.asker_name), ' ', 1), '') as "askerName",
        q.status, q.answer, q.answer_status as "answerStatus", q.public_answer as "publicAnswer",
        ${iso(sql`q.created_at`)} as "createdAt", q.version
      from business_questions q
      where q.business_id = ${businessId} and q.status in ('pending', 'approved', 'reported')
      order by q.created_at desc, q.id desc limit 200`,
  );
}

async function current(db: Db, businessId: number, id: number) {
  const [found] = await db
    .select({
      status: businessQuestions.status,
      version: businessQuestions.version,
      answer: businessQuestions.answer,
    })
    .from(businessQuestions)
    .where(and(eq(businessQuestions.id, id), eq(businessQuestions.businessId, businessId)));
  // An unconfirmed or removed question does not exist for the owner.
  if (!found || found.status === 'unconfirmed' || found.status === 'rejected') {
    throw notFound(QUESTION_MESSAGES.notFound);
  }
  return found;
}

/**
 * The owner's answer to a published question. With the version the panel showed it replaces
 * that version only; without, it is the first answer only: of two answers at once one wins.
 */
export async function answerQuestion(
  db: Db,
  input: { businessId: number; id: number; answer: string; version?: number; userId: number },
  now: Date,
): Promise<number> {
  const expected =
    input.version === undefined ? sql`answer is null` : sql`version = ${input.version}`;
  const [row] = await rows<{ version: number }>(
    db,
    sql`update business_questions set answer = ${input.answer}, answer_status = 'pending',
        answered_at = ${now.toISOString()}::timestamptz, answered_by = ${input.userId},
        version = version + 1
      where id = ${input.id} and business_id = ${input.businessId} and status = 'approved'
        and ${expected}
      returning version`,
  );
  if (row) return row.version;
  const found = await current(db, input.businessId, input.id);
  if (found.status !== 'approved') throw conflict(QUESTION_MESSAGES.notPublic);
  if (input.version === undefined) throw staleVersion(QUESTION_MESSAGES.answered, found.version);
  throw staleVersion(STALE_VERSION_MESSAGE, found.version);
}

/** The owner reports an abusive question: hidden from the profile until an administrator decides. */
export async function reportQuestion(
  db: Db,
  input: { businessId: number; id: number; reason: string },
  now: Date,
): Promise<void> {
  const [row] = await db
    .update(businessQuestions)
    .set({
      status: 'reported',
      reportedAt: now,
      reportReason: input.reason,
      version: sql`${businessQuestions.version} + 1`,
    })
    .where(
      and(
        eq(businessQuestions.id, input.id),
        eq(businessQuestions.businessId, input.businessId),
        sql`${businessQuestions.status} in ('pending', 'approved')`,
      ),
    )
    .returning({ id: businessQuestions.id });
  if (row) return;
  await current(db, input.businessId, input.id);
  throw conflict(QUESTION_MESSAGES.notReportable);
}
