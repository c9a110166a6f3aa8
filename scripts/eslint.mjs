// ESLint for `npm run lint`, in a Node tuned for typed linting, which holds every workspace's
// TypeScript program at once; the figures are in docs/decisions/019-test-suite-time.md. The
// arguments pass through unchanged: the same config, rules, files and findings as `eslint` itself.
// - A larger young generation: the checker's long-lived types made small collections frequent.
// - A 4 GB heap whatever the machine's memory: sized from a smaller one, it collected near its limit.
// - TurboFan waits longer before optimising (only where V8 still has `--interrupt-budget`): its
//   background compiles competed with the lint for the CPU.
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const eslint = join(dirname(require.resolve('eslint/package.json')), 'bin', 'eslint.js');

const flags = ['--max-semi-space-size=128', '--max-old-space-size=4096'];
const v8Options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
const budget =
  /^\s*--interrupt-budget \(.*\n\s*type: int\s+default: --interrupt-budget=(\d+)/m.exec(v8Options);
if (budget) flags.push(`--interrupt-budget=${Number(budget[1]) * 4}`);

const { status, signal } = spawnSync(
  process.execPath,
  [...flags, eslint, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(signal ? 1 : (status ?? 1));
