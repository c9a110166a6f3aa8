// Raw statements, for the few that Drizzle's builder cannot express (top-level data-modifying
// CTEs, EXPLAIN). Both drivers answer with { rows }; the caller states the row shape.
import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { driverOf, type Db } from './client';

export async function queryRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}

interface TextQueryClient {
  query: (
    query: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ) => Promise<{ rows: unknown[] }>;
}

const dialect = new PgDialect();

/** What a hot statement's builder gets: its parameters as placeholders, and the driver's kind. */
export interface StatementParts<K extends string> {
  param: (key: K) => Placeholder<K>;
  /** A PostgreSQL server (true) or the embedded PGlite (false). */
  server: boolean;
}

/**
 * A hot raw statement, built once per driver and run with its values only: building the visit
 * and tap statements with Drizzle's `sql` on every request cost the server more than sending
 * them. On a PostgreSQL server it is a named prepared statement, so each connection plans it
 * once (docs/decisions/006-search-and-scale.md); PGlite, in process, runs the same text.
 */
export function hotStatement<K extends string, T>(
  name: string,
  build: (parts: StatementParts<K>) => SQL,
): (db: Db, values: Record<K, unknown>) => Promise<T[]> {
  const built = new Map<boolean, { text: string; params: unknown[] }>();
  const textOf = (server: boolean) => {
    let entry = built.get(server);
    if (!entry) {
      const { sql: text, params } = dialect.sqlToQuery(
        build({ param: (key) => sql.placeholder(key), server }),
      );
      entry = { text, params };
      built.set(server, entry);
    }
    return entry;
  };
  return async (db, values) => {
    const server = driverOf(db) === 'postgres';
    const { text, params } = textOf(server);
    const filled = fillPlaceholders(params, values);
    const client = (db as unknown as { $client: TextQueryClient }).$client;
    const result = server
      ? await client.query({ name, text, values: filled })
      : await client.query(text, filled);
    return result.rows as T[];
  };
}
