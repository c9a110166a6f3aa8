// Many rows in one statement with one parameter: the batch travels as a JSON array that the
// server unpacks with json_to_recordset. That avoids PostgreSQL's 65,535-parameter limit (a
// 40-column row allows only ~1,600 rows a statement) and the cost of building and binding
// hundreds of thousands of parameters, on node-postgres and PGlite alike.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/** The SQL type to read a JSON field as: a column's own type, minus serial's implied default. */
function recordType(column: PgColumn): string {
  const type = column.getSQLType();
  if (type === 'serial') return 'integer';
  if (type === 'bigserial') return 'bigint';
  return type;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Inserts `rows` in statements of `batchSize`. Every row must carry the same keys (those of the
 * first row): a key missing from a row would insert NULL, not the column's default.
 */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  batchSize = 5_000,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  const names = keys.map((key) => quote(columns[key]!.name)).join(', ');
  const fields = keys.map((key) => `r.${quote(key)}`).join(', ');
  const definition = keys.map((key) => `${quote(key)} ${recordType(columns[key]!)}`).join(', ');
  const target = quote(getTableName(table));
  for (let from = 0; from < rows.length; from += batchSize) {
    // Dates become ISO strings and jsonb values nested JSON, both read back exactly.
    const json = JSON.stringify(rows.slice(from, from + batchSize));
    await db.execute(sql`insert into ${sql.raw(target)} (${sql.raw(names)})
      select ${sql.raw(fields)} from json_to_recordset(${json}::json) as r(${sql.raw(definition)})`);
  }
}
