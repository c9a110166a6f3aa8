// The job that drains the outbox on every instance (drain.ts makes that safe).
import type { Db } from '../../db/client';
import { drainOutbox, hasDueMail } from './drain';
import type { Mailer } from './transport';

export const MAIL_INTERVAL_MS = 5_000;

export function startMailJob(
  db: Db,
  mailer: Mailer,
  now: () => Date,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      // Drain until nothing is due, a batch at a time.
      while (await hasDueMail(db, now())) {
        const result = await drainOutbox(db, mailer, now());
        if (result.sent + result.retried + result.failed === 0) break;
      }
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), MAIL_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
