// `npm run dev`: the API (reloading on change, port 3001) and Vite (port 5173, proxying /api to
// it) together, their output prefixed; Ctrl-C stops both.
import { spawn } from 'node:child_process';

const processes = [
  {
    name: 'api',
    command: 'npx',
    args: ['tsx', 'watch', 'apps/api/src/server.ts'],
    env: { PORT: '3001' },
  },
  {
    name: 'web',
    command: 'npx',
    args: ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'],
    env: {},
  },
];

const children = processes.map(({ name, command, args, env }) => {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stop();
  });
  return child;
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
