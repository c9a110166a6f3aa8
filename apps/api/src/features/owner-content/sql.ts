// SQL pieces shared by the content and moderation repositories: the tables differ per content
// type, so statements are built from the registry's column names.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { FieldKind } from '@drd/shared/api/content/registry';
import type { ContentStorage } from './registry';

export type Runner = Db | Tx;

export async function rows<T>(runner: Runner, statement: SQL): Promise<T[]> {
  const result: unknown = await runner.execute(statement);
  return (result as { rows: T[] }).rows;
}

export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const table = (storage: ContentStorage) => sql.identifier(storage.tableName);

/** A field as the API answers it: instants as ISO text, calendar days as 'YYYY-MM-DD'. */
export function fieldOut(kind: FieldKind | undefined, value: SQL): SQL {
  if (kind === 'date') return iso(value);
  if (kind === 'day') return sql`to_char(${value}, 'YYYY-MM-DD')`;
  return value;
}

/** The item's fields as one JSON object with the API's names (`t` is the table's alias). */
export function fieldsJson(storage: ContentStorage): SQL {
  const pairs = Object.entries(storage.columns).map(([field, column]) => {
    const value = fieldOut(storage.kinds[field], sql`t.${sql.identifier(column)}`);
    return sql`${sql.raw(`'${field}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

function fieldValue(storage: ContentStorage, field: string, value: unknown): SQL {
  const kind = storage.kinds[field];
  if (kind === 'date') return sql`${value ?? null}::timestamptz`;
  if (kind === 'day') return sql`${value ?? null}::date`;
  return sql`${value ?? null}`;
}

/** The fields present in `data` (unknown keys are ignored) with their SQL column names. */
const present = (storage: ContentStorage, data: Record<string, unknown>) =>
  Object.entries(storage.columns).filter(([field]) => data[field] !== undefined);

/** `col = value, …` for the fields present in `data`. */
export function assignments(storage: ContentStorage, data: Record<string, unknown>): SQL[] {
  return present(storage, data).map(
    ([field, column]) =>
      sql`${sql.identifier(column)} = ${fieldValue(storage, field, data[field])}`,
  );
}

/**
 * The columns and values of a new item: the fields present in `data`; an absent one takes its
 * table's default (a product is active and in DOP unless it says otherwise).
 */
export function insertPairs(storage: ContentStorage, data: Record<string, unknown>) {
  const fields = present(storage, data);
  return {
    columns: fields.map(([, column]) => sql`, ${sql.identifier(column)}`),
    values: fields.map(([field]) => sql`, ${fieldValue(storage, field, data[field])}`),
  };
}
