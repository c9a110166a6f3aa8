// `npm run bench:blocking -- <url> [loads]`: a steadier stand-in for Lighthouse's Total Blocking
// Time, for comparing two builds on this shared machine, where Lighthouse's own CPU benchmark
// swings 2× between runs. Loads the page unthrottled at a phone's size, takes every main-thread
// task after the first contentful paint, scales it by Lighthouse's 4× CPU slowdown and sums what
// exceeds 50 ms. Prints each load and the median. Start the server first (npm start).
import { chromium } from 'playwright-core';

const [url = 'http://localhost:3000/', loads = '7'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});
const results = [];
for (let i = 0; i < Number(loads); i++) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    // Lighthouse's own categories: the stacks it records slow scripts down, and they are what it
    // measures.
    categories: [
      'disabled-by-default-lighthouse',
      'loading',
      'v8',
      'v8.execute',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.stack',
      'disabled-by-default-devtools.timeline.frame',
    ].join(','),
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) continue;
  const main = events
    .filter((e) => e.ph === 'X' && e.pid === fcp.pid && e.tid === fcp.tid)
    .sort((a, b) => a.ts - b.ts);
  const tasks = main.filter((e) => e.name === 'RunTask');
  const blockingOf = (list) =>
    Math.round(list.reduce((sum, t) => sum + Math.max(0, (4 * (t.dur ?? 0)) / 1000 - 50), 0));
  const after = tasks.filter((t) => t.ts >= fcp.ts);
  // Lighthouse's simulation (Lantern) puts a module script's CPU work after the first paint it
  // simulates: only the first parse, layout and paint tasks (and classic scripts' evaluation) are
  // part of that paint. So every task from the first script on counts, those two excepted.
  // The events each task holds, in one pass: the events are sorted and tasks do not overlap.
  const names = tasks.map(() => new Set());
  let current = -1;
  for (const e of main) {
    if (e.name === 'RunTask') current++;
    else if (current >= 0 && e.ts < tasks[current].ts + (tasks[current].dur ?? 0)) {
      names[current].add(e.name);
    }
  }
  const firstScript = names.findIndex((n) => n.has('v8.evaluateModule') || n.has('EvaluateScript'));
  const firstLayout = names.findIndex((n) => n.has('Layout'));
  const firstPaint = names.findIndex((n) => n.has('Paint'));
  const simulated = tasks.filter(
    (_, i) => firstScript >= 0 && i >= firstScript && i !== firstLayout && i !== firstPaint,
  );
  const blocking = blockingOf(after);
  const lantern = blockingOf(simulated);
  const long = simulated.filter((t) => t.dur > 12_500).map((t) => Math.round(t.dur / 1000));
  results.push({ blocking, lantern });
  console.log(
    `load ${i + 1}: after FCP ${blocking} ms, Lantern-like ${lantern} ms (tasks over 12.5 ms: ${long.join(', ')})`,
  );
}
await browser.close();
const median = (key) => {
  const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
console.log(
  `median of ${results.length}: after FCP ${median('blocking')} ms, Lantern-like ${median('lantern')} ms`,
);
