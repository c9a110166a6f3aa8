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
    categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,loading',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) continue;
  const after = events.filter(
    (e) => e.name === 'RunTask' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= fcp.ts,
  );
  const blocking = after.reduce((sum, t) => sum + Math.max(0, (4 * (t.dur ?? 0)) / 1000 - 50), 0);
  const long = after.filter((t) => t.dur > 12_500).map((t) => Math.round(t.dur / 1000));
  results.push(Math.round(blocking));
  console.log(`load ${i + 1}: ${Math.round(blocking)} ms (tasks over 12.5 ms: ${long.join(', ')})`);
}
await browser.close();
results.sort((a, b) => a - b);
console.log(`median of ${results.length}: ${results[Math.floor(results.length / 2)]} ms`);
