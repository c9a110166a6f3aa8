// Browser tests run against the real production build: the server of `npm start`, on a fresh
// embedded database in a temporary folder, with the demo data.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium as chromiumBrowser, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS } from './support/chromium-args';
import { startMailCatcher } from './support/mail-catcher';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** Where support/mail-catcher.ts writes the messages the server sent. */
    mailDir: string;
    /** The one Chromium every file connects to (support/browser.ts). */
    browserEndpoint: string;
  }
}

export const FIXED_NOW = new Date('2026-11-18T14:00:00.000Z');
const ROOT = resolve(import.meta.dirname, '..');
const INSTALL_HINT =
  'Browser tests need Chromium: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).';

function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((c): c is string => Boolean(c && existsSync(c))) ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /api/health within 90 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    if (process.env.REQUIRE_E2E === '1') throw new Error(`REQUIRE_E2E=1: ${INSTALL_HINT}`);
    console.warn(`\n⚠ Skipping browser tests. ${INSTALL_HINT}\n`);
    project.provide('chromiumPath', '');
    project.provide('baseUrl', '');
    project.provide('mailDir', '');
    project.provide('browserEndpoint', '');
    return;
  }
  const serverEntry = join(ROOT, 'apps/api/dist/server.js');
  if (!existsSync(serverEntry) || !existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm run test:e2e does it for you).');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'drd-e2e-'));
  const mailDir = await mkdtemp(join(tmpdir(), 'drd-e2e-mail-'));
  const mail = await startMailCatcher(mailDir);
  const port = await freePort();
  let log = '';
  const server = spawn(process.execPath, [serverEntry], {
    cwd: ROOT,
    env: {
      ...process.env,
      // 'test' adds the test-only routes (the affiliate approval job on a moved clock).
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO: '1',
      // Each test page says its own address (support/browser.ts), as clients behind a proxy do.
      TRUST_PROXY: 'loopback',
      SMTP_URL: mail.url,
      // Nothing listens there: the address search fails at once, in Spanish, as when the
      // geocoder cannot be reached, without waiting on an outside host.
      GEOCODER_URL: 'http://127.0.0.1:9/search',
      // The server's clock for 'Abierto Ahora': Wednesday 18 November 2026, 10:00 in Santo Domingo.
      FIXED_NOW: FIXED_NOW.toISOString(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const browser: { server?: BrowserServer } = {};
  const stop = async () => {
    await browser.server?.close();
    // An already stopped server never emits 'exit' again: waiting for it would hang teardown.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await mail.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(mailDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server, () => log);
    // One Chromium for the whole run, each file connecting to it: starting one per file cost a
    // second or two each on a busy machine (docs/decisions/019-test-suite-time.md).
    browser.server = await chromiumBrowser.launchServer({
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    });
  } catch (error) {
    // Vitest skips the teardown when setup throws; a live server would keep the run from ending.
    await stop();
    throw error;
  }
  project.provide('browserEndpoint', browser.server.wsEndpoint());
  project.provide('chromiumPath', chromiumPath);
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  return stop;
}
