import { defineConfig } from 'vitest/config';

// Three projects so `npm test` reports pure logic, HTTP behaviour and browser behaviour apart, and
// CI can re-run only the API project against PostgreSQL (DATABASE_URL set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Pure functions and components that keep no state between files: a fresh module graph
          // per file was two thirds of this project's CPU (41 s → 16 s; decision 019).
          isolate: false,
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: ['apps/api/src/test/setup-file.ts'],
          // Each file opens its own database and app, so files need no fresh module graph; loading
          // the whole server anew for each of ~90 files was a third of the suite's time
          // (docs/decisions/019-test-suite-time.md). A test mocks no module: it injects instead.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // One server and a few Chromium pages at a time: this machine has two cores.
          fileParallelism: false,
          // As long as Playwright's own waits (support/browser.ts): the default second was too
          // short for a page on a busy machine, and a passing poll returns at once anyway.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
