// Renewal reminders at 30, 7 and 1 days before the end and on the day it passes, each once per
// plan period (the outbox's dedupe key), whichever instance's hourly job sees it first.
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { businesses } from '../../db/schema';
import { renewalReminder } from './business-messages';
import { notifyUser } from './notify';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REMINDER_DAYS = [1, 7, 30] as const;

/** The reminder due with `daysLeft` to go: the nearest step not passed (a missed day catches up). */
export function reminderStep(daysLeft: number): number | null {
  return REMINDER_DAYS.find((step) => daysLeft <= step) ?? null;
}

export async function queueRenewalReminders(tx: Tx, now: Date, publicUrl: string): Promise<number> {
  const soon = await tx
    .select({
      id: businesses.id,
      name: businesses.name,
      userId: businesses.userId,
      expiresAt: businesses.expiresAt,
    })
    .from(businesses)
    .where(
      and(
        eq(businesses.isActive, true),
        isNotNull(businesses.userId),
        isNotNull(businesses.expiresAt),
        lte(businesses.expiresAt, new Date(now.getTime() + 30 * DAY_MS)),
        // Lapsed over a week ago: told on the day already.
        gt(businesses.expiresAt, new Date(now.getTime() - 7 * DAY_MS)),
      ),
    );
  let queued = 0;
  for (const business of soon) {
    const expiresAt = business.expiresAt!;
    const daysLeft = Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS);
    const step = daysLeft <= 0 ? 0 : reminderStep(daysLeft);
    if (step === null) continue;
    const key = `renewal:${business.id}:${expiresAt.toISOString()}:${step}`;
    await notifyUser(tx, {
      userId: business.userId,
      kind: 'renewal-reminder',
      content: renewalReminder(
        publicUrl,
        { name: business.name, expiresAt },
        Math.max(daysLeft, 0),
      ),
      now,
      publicUrl,
      dedupeKey: key,
    });
    queued++;
  }
  return queued;
}
