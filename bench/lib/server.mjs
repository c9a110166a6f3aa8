// The production server (apps/api/dist/server.js) on a given database, for load tests.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;

/** Another process on the port would answer the health check and be measured instead. */
async function assertPortFree(port) {
  const probe = createServer().listen(port, '127.0.0.1');
  try {
    await once(probe, 'listening');
  } catch {
    throw new Error(`port ${port} is in use (another benchmark?): set BENCH_PORT`);
  }
  probe.close();
  await once(probe, 'close');
}

/** `serverPath`: another build's server.js (paired runs against an older commit's worktree). */
export async function startServer({ port, databaseUrl, dataDir, serverPath }) {
  await assertPortFree(port);
  // BENCH_SERVER_ARGS: Node flags for the server alone, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = serverPath ?? join(ROOT, 'apps/api/dist/server.js');
  const child = spawn(process.execPath, [...nodeArgs, server], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The visits load arrives from many addresses, as through one reverse proxy (X-Forwarded-For).
      TRUST_PROXY: '1',
      // Writes must come from the site's own origin, which the load names as this address.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl ?? '',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
