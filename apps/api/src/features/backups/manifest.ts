// What a backup says of itself, and what the restore drill compares a restored database with:
// every table's row count and a digest of its first and last rows by primary key.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';

export const BACKUP_FORMAT = 1;

export interface TableFacts {
  rows: number;
  /** md5 of the first and last rows by primary key, as text; null for a table without one. */
  sample: string | null;
}

export interface MediaEntry {
  /** The storage key ('u/…-400.webp', 'd/….webp'). */
  key: string;
  sha256: string;
  bytes: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  appVersion: string;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL's major version the dump was made with (pg_restore must be as new). */
  serverMajor: number;
  /** How many migrations the database had applied, and the last one's hash. */
  migrations: { count: number; last: string | null };
  tables: Record<string, TableFacts>;
  media: MediaEntry[];
}

const SAMPLE_ROWS = 10;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Counts and samples of every table of the app's schema and of the migrations' journal. */
export async function describeTables(db: Db): Promise<Record<string, TableFacts>> {
  const tables = await queryRows<{ schema: string; name: string; key: string[] | null }>(
    db,
    sql`select n.nspname as schema, c.relname as name,
               (select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
                  from pg_index i
                  join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey::int2[])
                 where i.indrelid = c.oid and i.indisprimary) as key
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle')
           and not c.relispartition
         order by 1, 2`,
  );
  const facts: Record<string, TableFacts> = {};
  for (const table of tables) {
    const name = `${quote(table.schema)}.${quote(table.name)}`;
    const [count] = await queryRows<{ rows: number }>(
      db,
      sql.raw(`select count(*)::int as rows from ${name}`),
    );
    let sample: string | null = null;
    if (table.key?.length) {
      const asc = table.key.map(quote).join(', ');
      const desc = table.key.map((c) => `${quote(c)} desc`).join(', ');
      const [row] = await queryRows<{ digest: string }>(
        db,
        sql.raw(
          `select md5(coalesce(string_agg(r, '|'), '')) as digest from (
             (select t::text as r from ${name} t order by ${asc} limit ${SAMPLE_ROWS})
             union all
             (select t::text as r from ${name} t order by ${desc} limit ${SAMPLE_ROWS})) s`,
        ),
      );
      sample = row?.digest ?? null;
    }
    facts[`${table.schema}.${table.name}`] = { rows: count?.rows ?? 0, sample };
  }
  return facts;
}

export async function migrationState(db: Db): Promise<BackupManifest['migrations']> {
  const [row] = await queryRows<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count,
               (select hash from drizzle.__drizzle_migrations order by id desc limit 1) as last
          from drizzle.__drizzle_migrations`,
  );
  return { count: row?.count ?? 0, last: row?.last ?? null };
}

export async function serverMajor(db: Db): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select current_setting('server_version_num')::int as version`,
  );
  return Math.floor((row?.version ?? 0) / 10_000);
}

/** What differs between the manifest's tables and a restored database's; empty when none. */
export function compareTables(
  expected: Record<string, TableFacts>,
  actual: Record<string, TableFacts>,
): string[] {
  const differences: string[] = [];
  for (const [table, facts] of Object.entries(expected)) {
    const found = actual[table];
    if (!found) differences.push(`${table}: falta la tabla`);
    else if (found.rows !== facts.rows)
      differences.push(`${table}: ${found.rows} filas en vez de ${facts.rows}`);
    else if (found.sample !== facts.sample)
      differences.push(`${table}: las filas de muestra no coinciden`);
  }
  return differences;
}
