// The server as a child process (Node with tsx's loader over src/server.ts), for what only a real process shows:
// what survives a kill -9, what a start prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Starts the server with these settings; `ready` waits until /api/health answers. */
export async function startServerProcess(
  env: Record<string, string>,
  { ready = true }: { ready?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  // Node itself with tsx's loader, not the tsx command: that one runs the server in a child of
  // its own, which a kill -9 of the command would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const base = `http://127.0.0.1:${port}`;
  if (ready) {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // still starting
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return { base, child, output: () => output, exited };
}
