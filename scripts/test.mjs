// `npm test`: every check, in two lanes side by side: the build and the browser tests in one, the
// static checks and unit tests in the other, then the API suites in whichever lane is free
// (docs/decisions/019-test-suite-time.md). A failure stops both lanes.
// TEST_POSTGRES_URL (set by .ci/run) adds the API suite once more against that PostgreSQL.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const postgres = process.env.TEST_POSTGRES_URL;

// The API suites are not tied to a lane: each lane, once its own steps are done, takes the next
// suite from the queue, so whichever lane finishes first starts one, and the two suites can run
// side by side at the end. A suite's workers are chosen as it starts: one on PGlite (whose engine
// computes in the worker's own thread) and two on PostgreSQL (whose workers mostly wait on round
// trips) while the other lane still works; two and four once it is done
// (docs/decisions/019-test-suite-time.md).
const apiSuite = (name, workers, env) => ({
  name,
  command: npx,
  args: () => [
    'vitest',
    'run',
    '--project',
    'api',
    `--maxWorkers=${busyLanes > 1 ? workers.shared : workers.alone}`,
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
  ],
};

const apiSuites = [
  apiSuite('API tests (PGlite)', { shared: 1, alone: 2 }, { DATABASE_URL: '' }),
  ...(postgres
    ? [apiSuite('API tests (PostgreSQL)', { shared: 2, alone: 4 }, { DATABASE_URL: postgres })]
    : []),
];

// Lanes still running a step: one of them is this lane when it starts a suite.
let busyLanes = Object.keys(lanes).length;
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

async function runStep(lane, step) {
  const stepStart = Date.now();
  console.log(`[${lane}] ▶ ${step.name} (at ${seconds(stepStart - started)})`);
  const outcome = await run(lane, step);
  timings.push({ lane, name: step.name, outcome, ms: Date.now() - stepStart });
  if (outcome === 'failed' && !failed) {
    failed = step.name;
    for (const child of running) stopGroup(child);
  }
}

async function runLane(lane, steps) {
  for (const step of steps) {
    if (failed) break;
    await runStep(lane, step);
  }
  while (!failed && apiSuites.length > 0) await runStep(lane, apiSuites.shift());
  busyLanes--;
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
