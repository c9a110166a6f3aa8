// SQL pieces shared by the content and moderation repositories: the tables differ per content
// type, so statements are built from the registry's column names.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { ContentStorage } from './registry';

export type Runner = Db | Tx;

export async function rows<T>(runner: Runner, statement: SQL): Promise<T[]> {
  const result: unknown = await runner.execute(statement);
  return (result as { rows: T[] }).rows;
}

export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const table = (storage: ContentStorage) => sql.identifier(storage.tableName);

/** The item's fields as one JSON object with the API's names (`t` is the table's alias). */
export function fieldsJson(storage: ContentStorage): SQL {
  const pairs = Object.entries(storage.columns).map(([field, column]) => {
    const value = sql`t.${sql.identifier(column)}`;
    return sql`${sql.raw(`'${field}'`)}, ${storage.kinds[field] === 'date' ? iso(value) : value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

function fieldValue(storage: ContentStorage, field: string, value: unknown): SQL {
  return storage.kinds[field] === 'date'
    ? sql`${value ?? null}::timestamptz`
    : sql`${value ?? null}`;
}

/** `col = value, …` for the fields present in `data` (unknown keys are ignored). */
export function assignments(storage: ContentStorage, data: Record<string, unknown>): SQL[] {
  return Object.entries(storage.columns)
    .filter(([field]) => field in data)
    .map(
      ([field, column]) =>
        sql`${sql.identifier(column)} = ${fieldValue(storage, field, data[field])}`,
    );
}

/** The values of every field, in the order of `storage.columns` (absent ones as null). */
export function insertValues(storage: ContentStorage, data: Record<string, unknown>): SQL[] {
  return Object.keys(storage.columns).map((field) => fieldValue(storage, field, data[field]));
}
