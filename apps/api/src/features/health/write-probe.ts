import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Proves the database takes writes: a temporary table gets a file and a page of its own, so a full
 * disk, a read-only database or a standby all refuse it, where a one-row update could still fit in
 * a page that already has room. Temporary, so nothing stays behind.
 */
export async function probeWrite(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table health_probe (at timestamptz) on commit drop`);
    await tx.execute(sql`insert into health_probe values (now())`);
  });
}
