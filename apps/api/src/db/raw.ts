// Raw statements, for the few that Drizzle's builder cannot express (top-level data-modifying
// CTEs, EXPLAIN). Both drivers answer with { rows }; the caller states the row shape.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export async function queryRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}

interface NamedQueryClient {
  query: (query: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>;
  totalCount: number;
}

const dialect = new PgDialect();

/**
 * A hot raw statement as a named prepared statement on a PostgreSQL server, so each connection
 * plans it once: planning the visit statement's CTEs cost the database more than running them
 * (docs/decisions/006-search-and-scale.md). PGlite, in process, runs it as
 * a plain statement. One name, one text: the statement's parameters are its only variable part.
 */
export async function queryRowsPrepared<T>(db: Db, name: string, statement: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: Partial<NamedQueryClient> }).$client;
  // A node-postgres Pool (PGlite has no totalCount).
  if (client && typeof client.totalCount === 'number' && client.query) {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    return (await client.query({ name, text, values: params })).rows as T[];
  }
  return queryRows<T>(db, statement);
}
