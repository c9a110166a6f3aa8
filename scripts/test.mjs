// `npm test`: every check, in two lanes side by side. The browser tests are the long pole and
// leave a core mostly idle while they wait on pages, so the static checks and the API suite run
// beside them (docs/decisions/019-test-suite-time.md). A failure stops both lanes.
// TEST_POSTGRES_URL (set by .ci/run) adds the API suite once more against that PostgreSQL.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const postgres = process.env.TEST_POSTGRES_URL;

// One API worker beside the browser tests, which would lose their core to a second; more once
// the other lane has finished: two on PGlite, whose engine computes in the worker's own thread,
// four on PostgreSQL, whose workers mostly wait on round trips (two left the machine at a load
// average near 1 in CI: docs/decisions/019-test-suite-time.md).
const apiSuite = (workersAlone, env = {}) => ({
  command: npx,
  args: () => [
    'vitest',
    'run',
    '--project',
    'api',
    `--maxWorkers=${lanesDone > 0 ? workersAlone : 1}`,
  ],
  env,
});

const lanes = {
  browser: [
    { name: 'build', command: npm, args: ['run', 'build', '--silent'] },
    { name: 'browser tests', command: npx, args: ['vitest', 'run', '--project', 'e2e'] },
  ],
  checks: [
    { name: 'typecheck', command: npm, args: ['run', 'typecheck', '--silent'] },
    { name: 'lint', command: npm, args: ['run', 'lint', '--silent'] },
    { name: 'unit tests', command: npx, args: ['vitest', 'run', '--project', 'unit'] },
    { name: 'API tests (PGlite)', ...apiSuite(2, { DATABASE_URL: '' }) },
    ...(postgres
      ? [{ name: 'API tests (PostgreSQL)', ...apiSuite(4, { DATABASE_URL: postgres }) }]
      : []),
  ],
};

let lanesDone = 0;
const running = new Set();
const timings = [];
let failed = null;
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

function run(lane, step) {
  return new Promise((resolve) => {
    const args = typeof step.args === 'function' ? step.args() : step.args;
    const child = spawn(step.command, args, {
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it stops the servers and browsers it started.
      detached: true,
    });
    running.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${lane}] ${line}`));
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code === 0 ? 'ok' : signal ? 'stopped' : 'failed');
    });
  });
}

async function runLane(lane, steps) {
  for (const step of steps) {
    if (failed) break;
    const stepStart = Date.now();
    console.log(`[${lane}] ▶ ${step.name} (at ${seconds(stepStart - started)})`);
    const outcome = await run(lane, step);
    timings.push({ lane, name: step.name, outcome, ms: Date.now() - stepStart });
    if (outcome === 'failed' && !failed) {
      failed = step.name;
      for (const child of running) stopGroup(child);
    }
  }
  lanesDone++;
}

function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

process.on('SIGINT', () => {
  for (const child of running) stopGroup(child);
  process.exit(130);
});

await Promise.all(Object.entries(lanes).map(([lane, steps]) => runLane(lane, steps)));

console.log('\nStep                          Lane      Time    Outcome');
for (const t of timings) {
  console.log(`${t.name.padEnd(30)}${t.lane.padEnd(10)}${seconds(t.ms).padEnd(8)}${t.outcome}`);
}
console.log(`Total: ${seconds(Date.now() - started)}`);
if (failed) {
  console.error(`\n✗ ${failed} failed (its output is above, marked with its lane).`);
  process.exit(1);
}
console.log('\n✓ All checks passed.');
