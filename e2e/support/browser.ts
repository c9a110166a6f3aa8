// Chromium through playwright-core, with the flags this sandbox needs, and a page that records
// console errors so every test can assert a clean console.
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * The widths a flow is proved at: once, at its user's (a phone for visitors and owners, a desktop
 * for administrators). Every screen's layout is checked at both widths apart, by the sweeps
 * (accessibility.e2e.ts, the admin and owner screen tests, shell.e2e.ts, phone.e2e.ts) and by each
 * file's width-specific tests. E2E_ALL_WIDTHS=1 runs every flow at both
 * (docs/decisions/019-test-suite-time.md).
 */
export function flowWidths(user: 'visitor' | 'owner' | 'admin'): ViewportName[] {
  if (process.env.E2E_ALL_WIDTHS === '1') return ['mobile', 'desktop'];
  return [user === 'admin' ? 'desktop' : 'mobile'];
}

/** Whether a flow of this user runs at this width (see flowWidths). */
export const provesFlowAt = (user: 'visitor' | 'owner' | 'admin', viewport: ViewportName) =>
  flowWidths(user).includes(viewport);

export const hasBrowser = () => inject('chromiumPath') !== '';
export const baseUrl = () => inject('baseUrl');

/** The run's one Chromium (global-setup.ts); closing the connection leaves it for other files. */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/** One Chromium for the tests of a describe block; call it inside the block. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running yet');
    return browser;
  };
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  close: () => Promise<void>;
}

/**
 * Each page is another person on another address, as in real life: the per-address budgets
 * (apps/api/src/features/auth/limits.ts) then count one test's registrations, not the whole
 * run's. The e2e server trusts X-Forwarded-For from loopback only (global-setup.ts).
 */
const visitorAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  options: { bypassCSP?: boolean } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    // Only for injecting test tools (axe-core); the app itself runs under its real policy.
    bypassCSP: options.bypassCSP ?? false,
    viewport: VIEWPORTS[viewport],
    baseURL: baseUrl(),
    locale: 'es-DO',
    timezoneId: 'America/Santo_Domingo',
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
  });
  // Fail with Playwright's own message well before the test's timeout.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url ?? '';
    // Outside hosts (map tiles, a photo an owner gave by URL) cannot load in this sandbox (no
    // network); that is not an app error.
    const offline = /ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(message.text());
    if (offline || /tile\.openstreetmap/.test(where)) return;
    errors.push(`${message.text()} (${where})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  waitForAppOnLoad(page);
  return { page, context, errors, close: () => context.close() };
}

/**
 * A loaded page is not yet the app: the first screen the server sends (index.html's, or a
 * profile's drawn on the server) looks like it, but its buttons wait for the scripts. goto and
 * reload return once the app has replaced it, unless a test asks for the moment of 'commit'.
 * They wait for the document, not for every picture ('load'): a test waits for what it reads, and
 * a profile's photos made 'load' take over 10 s on a loaded machine.
 */
function waitForAppOnLoad(page: Page) {
  const appMounted = () =>
    page.waitForFunction(() => !document.querySelector('.first-paint-page, .first-paint-home'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, { waitUntil: 'domcontentloaded', ...options });
    if (options?.waitUntil !== 'commit') await appMounted();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload({ waitUntil: 'domcontentloaded', ...options });
    if (options?.waitUntil !== 'commit') await appMounted();
    return response;
  };
}

const SHOTS = join(import.meta.dirname, '..', 'screenshots');

/**
 * Whether the run saves screenshots (E2E_SCREENSHOTS=1). Off by default: a full-page capture cost
 * 0.7–3.6 s on the loaded CI machine, some 200 times a run, and asserts nothing
 * (docs/decisions/036-browser-suite-time.md).
 */
export const savesScreenshots = () => process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a screenshot for people to look at (e2e/screenshots, or `dir`; not committed), when the
 * run asks for them (savesScreenshots).
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { dir?: string; fullPage?: boolean } = {},
): Promise<void> {
  if (!savesScreenshots()) return;
  const dir = options.dir ?? SHOTS;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: options.fullPage ?? true });
}
