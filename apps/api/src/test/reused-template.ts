// One embedded database per API test worker, put back to the seeded template before each file
// instead of loading the template's 46 MB data directory again: loading it was most of what an
// API file cost on PGlite (docs/decisions/019-test-suite-time.md). Files in a worker run one after
// another (vitest.config.ts, isolate: false), so one copy serves them all; a second database
// opened while the first is in use is loaded the old way.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';

const SNAPSHOT = 'drd_test_snapshot';
let shared: { database: Database; reset: Reset } | undefined;
let inUse = false;

// Several statements in one simple query, which runs them as one transaction.
const exec = (database: Database, statements: string) =>
  (database.db as unknown as { $client: { exec: (q: string) => Promise<unknown> } }).$client.exec(
    statements,
  );

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface Reset {
  /** Each table's statement putting its rows back from the side schema. */
  restore: Map<string, string>;
  /** The tables other tables' foreign keys lead to. */
  referenced: Set<string>;
  /** Every sequence back where the template left it. */
  sequences: string[];
}

/**
 * Copies every table's stored columns into a side schema and writes the statements that put them
 * back; a statement trigger on each table notes that a file wrote to it, so a reset restores only
 * those tables (most files write to a few of ~60).
 */
async function snapshot(database: Database): Promise<Reset> {
  const db = database.db;
  const tables = await queryRows<{ name: string; columns: string[] }>(
    db,
    sql`select c.relname as name,
          array_agg(a.attname order by a.attnum) filter (where a.attgenerated = '') as columns
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        group by c.relname order by c.relname`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const sequences = await queryRows<{ name: string; last: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as last from pg_sequences
        where schemaname = 'public'`,
  );
  await db.execute(sql.raw(`create schema ${SNAPSHOT}`));
  await exec(
    database,
    `create table ${SNAPSHOT}.written (name text primary key);
      create function ${SNAPSHOT}.note_write() returns trigger language plpgsql as $$
      begin
        insert into ${SNAPSHOT}.written values (tg_table_name) on conflict do nothing;
        return null;
      end $$`,
  );
  const restore = new Map<string, string>();
  for (const t of tables) {
    const columns = t.columns.map(quote).join(', ');
    const table = `public.${quote(t.name)}`;
    await exec(
      database,
      `create table ${SNAPSHOT}.${quote(t.name)} as select ${columns} from ${table};
        create trigger drd_test_note_write after insert or update or delete or truncate
          on ${table} for each statement execute function ${SNAPSHOT}.note_write()`,
    );
    restore.set(
      t.name,
      `insert into ${table} (${columns}) overriding system value select ${columns} from ${SNAPSHOT}.${quote(t.name)}`,
    );
  }
  // A table others refer to cannot be truncated alone: it is emptied with DELETE (foreign keys
  // are off during a reset), and a cascade from it notes its own writes.
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1').replaceAll('""', '"');
  const referenced = new Set(references.map((r) => unquote(r.parent)));
  return {
    restore,
    referenced,
    sequences: sequences.map((s) => {
      const target = `'public.${quote(s.name).replaceAll("'", "''")}'`;
      return s.last === null
        ? `select setval(${target}, 1, false)`
        : `select setval(${target}, ${s.last}, true)`;
    }),
  };
}

/**
 * The statements that put back what the last file wrote: triggers and foreign keys are off while
 * they run (the copy is consistent already), and session advisory locks are dropped.
 */
function resetStatements(reset: Reset, written: string[]): string {
  const statements = [
    'select pg_advisory_unlock_all()',
    "set session_replication_role = 'replica'",
  ];
  const leaves = written.filter((t) => !reset.referenced.has(t));
  if (leaves.length > 0)
    statements.push(`truncate ${leaves.map((t) => `public.${quote(t)}`).join(', ')}`);
  for (const t of written) {
    if (reset.referenced.has(t)) statements.push(`delete from public.${quote(t)}`);
  }
  for (const t of written) statements.push(reset.restore.get(t)!);
  statements.push(`truncate ${SNAPSHOT}.written`, ...reset.sequences);
  statements.push("set session_replication_role = 'origin'");
  return statements.join(';\n');
}

/** The worker's database, as the template left it; `load` opens a fresh copy of the template. */
export async function openReusedTemplate(
  load: () => Promise<Database>,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (inUse) return { database: await load(), drop: async () => {} };
  inUse = true;
  try {
    if (!shared) {
      const database = await load();
      shared = { database, reset: await snapshot(database) };
    } else {
      const written = await queryRows<{ name: string }>(
        shared.database.db,
        sql.raw(`select name from ${SNAPSHOT}.written`),
      );
      await exec(
        shared.database,
        resetStatements(
          shared.reset,
          written.map((w) => w.name),
        ),
      );
    }
  } catch (error) {
    inUse = false;
    shared = undefined;
    throw error;
  }
  const { database } = shared;
  return {
    database: {
      ...database,
      close: async () => {
        inUse = false;
      },
    },
    drop: async () => {},
  };
}
