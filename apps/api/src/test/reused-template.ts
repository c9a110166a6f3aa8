// One database per API test worker, put back to the seeded template before each file instead of
// copying the template again: loading PGlite's 46 MB data directory, or on PostgreSQL `create
// database … template` and its drop, was most of what an API file cost beyond its tests
// (docs/decisions/019-test-suite-time.md). Files in a worker run one after another
// (vitest.config.ts, isolate: false), so one copy serves them all; a second database opened while
// the first is in use is copied the old way.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';

const SNAPSHOT = 'drd_test_snapshot';

/**
 * What a worker keeps: `control` takes the snapshot and runs the resets; `open` gives a file its
 * database (PGlite: the same one; PostgreSQL: a new pool, so no session state such as a session
 * advisory lock or a prepared statement outlives the file).
 */
export interface WorkerDatabase {
  control: Database;
  open: () => Promise<Database>;
}

let shared: { worker: WorkerDatabase; reset: Reset } | undefined;
let inUse = false;

// Several statements in one simple query, which runs them as one transaction.
const exec = (database: Database, statements: string) => {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  const run = (database.driver === 'pglite' ? client.exec : client.query) as (
    q: string,
  ) => Promise<unknown>;
  return run.call(client, statements);
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface Reset {
  /** Each table's statement putting its rows back from the side schema. */
  restore: Map<string, string>;
  /** Each table's referencing tables (their foreign keys lead to it). */
  children: Map<string, string[]>;
  /** Every sequence back where the template left it. */
  sequences: string[];
  /** The side schema's sequence that notes writes to a table, by its name there. */
  notes: Map<string, string>;
}

/**
 * Copies every table's stored columns into a side schema and writes the statements that put them
 * back; a statement trigger on each table notes that a file wrote to it, so a reset restores only
 * those tables (most files write to a few of ~60). The note is a sequence's nextval: it never
 * waits on a concurrent writer (a noted row would make two transactions writing the same tables
 * wait on each other, and hide the races PostgreSQL's tests look for) and a rollback keeps it.
 */
async function snapshot(database: Database): Promise<Reset> {
  const db = database.db;
  const tables = await queryRows<{ name: string; columns: string[] }>(
    db,
    sql`select c.relname as name,
          array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns
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
    `create function ${SNAPSHOT}.note_write() returns trigger language plpgsql as $$
      begin
        perform nextval(tg_argv[0]::regclass);
        return null;
      end $$`,
  );
  const restore = new Map<string, string>();
  const notes = new Map<string, string>();
  for (const [i, t] of tables.entries()) {
    const columns = t.columns.map(quote).join(', ');
    const table = `public.${quote(t.name)}`;
    const note = `written_${i}`;
    await exec(
      database,
      `create table ${SNAPSHOT}.${quote(t.name)} as select ${columns} from ${table};
        create sequence ${SNAPSHOT}.${note};
        create trigger drd_test_note_write after insert or update or delete or truncate
          on ${table} for each statement
          execute function ${SNAPSHOT}.note_write('${SNAPSHOT}.${note}')`,
    );
    restore.set(
      t.name,
      `insert into ${table} (${columns}) overriding system value select ${columns} from ${SNAPSHOT}.${quote(t.name)}`,
    );
    notes.set(note, t.name);
  }
  // A table others refer to cannot be truncated alone: it goes with every table that refers to
  // it, and all of them are put back. Emptied with DELETE instead, it would keep its rows'
  // storage order no longer, and fixtures read without an ORDER BY (test/actors.ts) would change
  // from file to file.
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1').replaceAll('""', '"');
  const children = new Map<string, string[]>();
  for (const r of references) {
    const parent = unquote(r.parent);
    children.set(parent, [...(children.get(parent) ?? []), unquote(r.child)]);
  }
  return {
    restore,
    children,
    notes,
    sequences: sequences.map((s) => {
      const target = `'public.${quote(s.name).replaceAll("'", "''")}'`;
      return s.last === null
        ? `select setval(${target}, 1, false)`
        : `select setval(${target}, ${s.last}, true)`;
    }),
  };
}

/** The tables written to since the snapshot or the last reset, and their notes. */
async function writtenTables(
  database: Database,
  reset: Reset,
): Promise<{ tables: string[]; notes: string[] }> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`select sequencename as name from pg_sequences
        where schemaname = ${SNAPSHOT} and last_value is not null`,
  );
  const notes = rows.map((r) => r.name);
  return { tables: notes.map((n) => reset.notes.get(n)!), notes };
}

/**
 * The statements that put back what the last file wrote: triggers and foreign keys are off while
 * they run (the copy is consistent already), and session advisory locks are dropped.
 */
function resetStatements(reset: Reset, written: { tables: string[]; notes: string[] }): string {
  const statements = [
    'select pg_advisory_unlock_all()',
    "set session_replication_role = 'replica'",
  ];
  const emptied = new Set<string>();
  const visit = (table: string) => {
    if (emptied.has(table)) return;
    emptied.add(table);
    for (const child of reset.children.get(table) ?? []) visit(child);
  };
  written.tables.forEach(visit);
  if (emptied.size > 0)
    statements.push(`truncate ${[...emptied].map((t) => `public.${quote(t)}`).join(', ')}`);
  for (const t of emptied) statements.push(reset.restore.get(t)!);
  for (const n of written.notes) statements.push(`select setval('${SNAPSHOT}.${n}', 1, false)`);
  statements.push(...reset.sequences);
  statements.push("set session_replication_role = 'origin'");
  return statements.join(';\n');
}

/** The worker's database, as the template left it; `load` makes the worker's copy once. */
export async function openReusedTemplate(
  load: () => Promise<WorkerDatabase>,
  copy: () => Promise<{ database: Database; drop: () => Promise<void> }>,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (inUse) return copy();
  inUse = true;
  let database: Database;
  try {
    if (!shared) {
      const worker = await load();
      shared = { worker, reset: await snapshot(worker.control) };
    } else {
      const { control } = shared.worker;
      await exec(
        control,
        resetStatements(shared.reset, await writtenTables(control, shared.reset)),
      );
    }
    database = await shared.worker.open();
  } catch (error) {
    inUse = false;
    shared = undefined;
    throw error;
  }
  return {
    database: {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          inUse = false;
        }
      },
    },
    drop: async () => {},
  };
}
