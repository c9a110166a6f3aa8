// Questions whose mailed link died unopened were never seen by anyone and never will be: an
// hourly delete keeps a robot's unconfirmed questions from piling up. A plain delete is safe
// when two instances run it together.
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessQuestions } from '../../db/schema';
import type { IntervalJob } from '../../lib/interval-job';
import { QUESTION_CONFIRM_TTL_MS } from './asking';

/** Deletes the unconfirmed questions whose link expired; answers how many. */
export async function deleteDeadQuestions(db: Db, now: Date): Promise<number> {
  const dead = await db
    .delete(businessQuestions)
    .where(
      and(
        eq(businessQuestions.status, 'unconfirmed'),
        lte(businessQuestions.createdAt, new Date(now.getTime() - QUESTION_CONFIRM_TTL_MS)),
      ),
    )
    .returning({ id: businessQuestions.id });
  return dead.length;
}

export const questionCleanupJob = (db: Db, now: () => Date): IntervalJob => ({
  name: 'limpieza de preguntas sin confirmar',
  everyMs: 60 * 60 * 1000,
  run: () => deleteDeadQuestions(db, now()),
});
