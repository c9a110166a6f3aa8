// Raw statements, for the few that Drizzle's builder cannot express (top-level data-modifying
// CTEs, EXPLAIN). Both drivers answer with { rows }; the caller states the row shape.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

export async function queryRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}
