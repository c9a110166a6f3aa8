// One embedded database per API test worker, put back to the seeded template before each file
// instead of loading the template's 46 MB data directory again: loading it was most of what an
// API file cost on PGlite (docs/decisions/019-test-suite-time.md). Files in a worker run one after
// another (vitest.config.ts, isolate: false), so one copy serves them all; a second database
// opened while the first is in use is loaded the old way.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';

const SNAPSHOT = 'drd_test_snapshot';
let shared: { database: Database; reset: string } | undefined;
let inUse = false;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies every table's stored columns into a side schema and writes the statement that puts them
 * back: triggers and foreign keys are off while it runs (the copy is consistent already), and
 * each sequence returns to where the template left it.
 */
async function snapshot(database: Database): Promise<string> {
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
  const sequences = await queryRows<{ name: string; last: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as last from pg_sequences
        where schemaname = 'public'`,
  );
  await db.execute(sql.raw(`create schema ${SNAPSHOT}`));
  const statements = [
    'select pg_advisory_unlock_all()',
    "set session_replication_role = 'replica'",
    `truncate ${tables.map((t) => `public.${quote(t.name)}`).join(', ')}`,
  ];
  for (const t of tables) {
    const columns = t.columns.map(quote).join(', ');
    await db.execute(
      sql.raw(
        `create table ${SNAPSHOT}.${quote(t.name)} as select ${columns} from public.${quote(t.name)}`,
      ),
    );
    statements.push(
      `insert into public.${quote(t.name)} (${columns}) overriding system value select ${columns} from ${SNAPSHOT}.${quote(t.name)}`,
    );
  }
  for (const s of sequences) {
    const target = `'public.${quote(s.name).replaceAll("'", "''")}'`;
    statements.push(
      s.last === null
        ? `select setval(${target}, 1, false)`
        : `select setval(${target}, ${s.last}, true)`,
    );
  }
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
      // Several statements in one simple query, which runs them as one transaction.
      const client = (
        shared.database.db as unknown as { $client: { exec: (q: string) => Promise<unknown> } }
      ).$client;
      await client.exec(shared.reset);
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
