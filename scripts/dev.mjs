// `npm run dev`: the API (reloading on change, port 3001) and Vite (port 5173, proxying /api to
// it) together, their output prefixed; Ctrl-C stops both, and so does either one dying.
// The tools run as `node <their entry>` rather than through npx so that the signals we send
// reach them directly instead of an intermediate npm process.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(join(root, 'package.json'));
const binOf = (pkg, bin) => join(dirname(require.resolve(`${pkg}/package.json`)), bin);

const processes = [
  {
    name: 'api',
    color: 36,
    args: [binOf('tsx', 'dist/cli.mjs'), 'watch', 'apps/api/src/server.ts'],
    cwd: root,
    env: { PORT: '3001' },
  },
  {
    name: 'web',
    color: 35,
    args: [binOf('vite', 'bin/vite.js')],
    cwd: join(root, 'apps/web'),
    env: {},
  },
];

let stopping = false;
let exitCode = 0;

const children = processes.map(({ name, color, args, cwd, env }) => {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = process.stdout.isTTY ? `\x1b[${color}m[${name}]\x1b[0m` : `[${name}]`;
  // Prefix whole lines only: a chunk may end in the middle of one.
  const forward = (stream, out) => {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) out.write(`${label} ${line}\n`);
    });
    stream.on('end', () => {
      if (pending) out.write(`${label} ${pending}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    console.log(`${label} stopped (${signal ?? `exit code ${code}`})`);
    if (!stopping && code !== 0) exitCode = code ?? 1;
    stop();
  });
  return child;
});

function stop() {
  if (!stopping) stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
