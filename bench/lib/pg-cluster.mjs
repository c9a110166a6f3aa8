// A PostgreSQL 15 cluster for benchmarks, kept in bench/.data/pg between runs so the generated
// databases are seeded once. Same settings as CI's throwaway cluster except durability: the
// benchmark measures the server, so commits are fsynced as in production.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const PG_BIN = '/usr/lib/postgresql/15/bin';

function asPostgres(command, args, options = {}) {
  return execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args], {
    encoding: 'utf8',
    ...options,
  });
}

export function pgAvailable() {
  return existsSync(join(PG_BIN, 'initdb'));
}

export function startCluster(dir, port) {
  mkdirSync(dir, { recursive: true });
  chownSync(dir, ...uidOfPostgres());
  const data = join(dir, 'data');
  if (!existsSync(join(data, 'PG_VERSION')))
    asPostgres('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
  // A run that crashed may have left it running: reuse it.
  let running = true;
  try {
    asPostgres('pg_ctl', ['-D', data, 'status'], { stdio: 'ignore' });
  } catch {
    running = false;
  }
  if (!running)
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=256MB`,
      'start',
    ]);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    createDatabase(database) {
      try {
        asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), database], {
          stdio: 'pipe',
        });
      } catch {
        // already there
      }
    },
    stop: () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', 'stop'], { stdio: 'ignore' }),
  };
}

function uidOfPostgres() {
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return [id('-u'), id('-g')];
}

/** Transactions per second pgbench sustains for a script at a concurrency. */
export function pgbench(url, file, { clients, seconds }) {
  const u = new URL(url);
  const out = execFileSync(
    join(PG_BIN, 'pgbench'),
    [
      '-n',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      file,
      '-h',
      u.hostname,
      '-p',
      u.port,
      '-U',
      u.username,
      u.pathname.slice(1),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const match = /tps = ([\d.]+)/.exec(out);
  if (!match) throw new Error(`pgbench gave no tps:\n${out}`);
  return Number(match[1]);
}
