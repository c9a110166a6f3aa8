// ESLint for `npm run lint`, in a Node tuned for typed linting (docs/decisions/019). The arguments
// pass through unchanged: the same config, rules, files and findings as `eslint` itself.
// Typed linting holds every workspace's TypeScript program at once (about 2.9 GB resident), so:
// - the young generation may grow to 128 MB (V8's default is 16 MB): with the default, about 1,400
//   scavenges copying the checker's long-lived types were 15-20 % of ESLint's CPU;
// - the heap may reach 4 GB whatever the machine's memory (V8 sizes it from the memory: held to
//   2 GB, the run spent about 40 % more CPU collecting near its limit);
// - TurboFan waits four times longer before optimising a function: its background compiles were
//   a third of the CPU; they fall by more than a third, and the main thread is about as fast.
//   Only on a V8 that still tiers up by `--interrupt-budget` (Node 20); a newer one keeps its own.
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
