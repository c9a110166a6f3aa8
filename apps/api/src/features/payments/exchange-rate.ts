// The RD$ per US$ rate owners see beside plan prices: an administrator's setting in app_settings,
// env DOP_PER_USD until one is saved. Plans are charged in US$; pesos are an estimate.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { appSettings } from '../../db/schema';

const RATE = 'dop_per_usd';

export async function readDopPerUsd(db: Db | Tx, fallback: number): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.name, RATE));
  const value = row ? Number(row.value) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export async function saveDopPerUsd(db: Db, dopPerUsd: number, now: Date): Promise<number> {
  await db
    .insert(appSettings)
    .values({ name: RATE, value: String(dopPerUsd), updatedAt: now })
    .onConflictDoUpdate({
      target: appSettings.name,
      set: { value: sql`excluded.value`, updatedAt: now },
    });
  return dopPerUsd;
}
