// The database's part of a backup: PGlite's own dump of its data folder, or pg_dump's custom
// format of a PostgreSQL database; and the way back into an empty target.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { pgTool, runPgTool } from './pg-tools';

export const DUMP_NAME = { pglite: 'database.tar', postgres: 'database.dump' } as const;

export async function dumpDatabase(
  database: Database,
  target: string,
  postgres: { url: string; major: number } | null,
): Promise<void> {
  if (database.driver === 'pglite') {
    const blob = await database.dumpDataDir!();
    await writeFile(target, Buffer.from(await blob.arrayBuffer()));
    return;
  }
  if (!postgres) throw new Error('Falta la dirección de la base de datos para pg_dump');
  await runPgTool(await pgTool('pg_dump', postgres.major), [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${target}`,
    `--dbname=${postgres.url}`,
  ]);
}

/** Whether a database holds any table of ours (a restore refuses such a target unless forced). */
export async function hasTables(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle')`,
  );
  return (row?.n ?? 0) > 0;
}

/** Loads a PGlite dump into a new data folder (null: in memory) and opens it. */
export async function openPgliteDump(dump: string, dataDir: string | null): Promise<Database> {
  const loadDataDir = new Blob([await readFile(dump)]);
  return openDatabase({ kind: 'pglite', loadDataDir, ...(dataDir ? { dataDir } : {}) });
}

/**
 * pg_restore into a database; `clean` drops what the dump holds first (a forced restore).
 * pg_restore empties search_path, and earthdistance's ll_to_earth (PostgreSQL 15) names its type
 * `earth` unqualified, so the near-me indexes fail to build; the script goes through psql with
 * search_path public instead, in one transaction.
 */
export async function restorePostgres(
  dump: string,
  url: string,
  major: number,
  clean: boolean,
): Promise<void> {
  const restore = spawn(
    await pgTool('pg_restore', major),
    [
      '--no-owner',
      '--no-privileges',
      ...(clean ? ['--clean', '--if-exists'] : []),
      '--file=-',
      dump,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const psql = spawn(
    await pgTool('psql', major),
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', `--dbname=${url}`],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const errors: string[] = [];
  for (const child of [restore, psql])
    child.stderr.on('data', (d: Buffer) => errors.push(String(d)));
  // Replaced across chunk boundaries: the last few characters wait for the next chunk.
  let carry = '';
  const searchPath = new Transform({
    transform(chunk: string, _encoding, done) {
      const text = (carry + chunk).replaceAll(EMPTY_SEARCH_PATH, PUBLIC_SEARCH_PATH);
      const cut = Math.max(0, text.length - EMPTY_SEARCH_PATH.length);
      carry = text.slice(cut);
      done(null, text.slice(0, cut));
    },
    flush(done) {
      done(null, carry);
    },
  });
  restore.stdout.setEncoding('utf8');
  const exited = (child: ReturnType<typeof spawn>) =>
    new Promise<number | null>((resolve) => child.on('close', resolve));
  const [restoreCode, psqlCode] = await Promise.all([
    exited(restore),
    exited(psql),
    pipeline(restore.stdout, searchPath, psql.stdin).catch(() => {}),
  ]);
  if (restoreCode !== 0 || psqlCode !== 0) {
    throw new Error(errors.join('').trim() || 'pg_restore o psql terminó con error');
  }
}

const EMPTY_SEARCH_PATH = "set_config('search_path', '', false)";
const PUBLIC_SEARCH_PATH = "set_config('search_path', 'public', false)";
