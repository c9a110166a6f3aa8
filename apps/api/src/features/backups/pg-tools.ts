// pg_dump and pg_restore of the right version: a dump is read only by a pg_restore as new as the
// pg_dump that made it, and pg_dump refuses a server newer than itself. Debian installs each
// major version under /usr/lib/postgresql/N/bin; anything else is looked up on the PATH.
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function pgTool(
  name: 'pg_dump' | 'pg_restore' | 'psql',
  major: number,
): Promise<string> {
  const installed = await readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  const fit = installed
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= major)
    .sort((a, b) => a - b)[0];
  return fit ? `/usr/lib/postgresql/${fit}/bin/${name}` : name;
}

/** Runs a PostgreSQL client program; its error output becomes the error's message. */
export async function runPgTool(program: string, args: string[]): Promise<void> {
  try {
    await run(program, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(stderr || (error as Error).message);
  }
}
