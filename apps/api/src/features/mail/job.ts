// The job that drains the outbox on every instance (drain.ts makes that safe).
import type { Db } from '../../db/client';
import type { IntervalJob } from '../../lib/interval-job';
import { drainOutbox, hasDueMail } from './drain';
import type { Mailer } from './transport';

export const MAIL_INTERVAL_MS = 5_000;

/** Drains until nothing is due, a batch at a time. */
export async function drainDueMail(db: Db, mailer: Mailer, now: () => Date): Promise<void> {
  while (await hasDueMail(db, now())) {
    const result = await drainOutbox(db, mailer, now());
    if (result.sent + result.retried + result.failed === 0) break;
  }
}

export const mailJob = (db: Db, mailer: Mailer, now: () => Date): IntervalJob => ({
  name: 'envío de correos',
  everyMs: MAIL_INTERVAL_MS,
  runAtStart: true,
  run: () => drainDueMail(db, mailer, now),
});
