// Every GET route (API and server-rendered pages) and every write route of the access table,
// fuzzed as a visitor and as a signed-in administrator (who gets past every access check): no
// 5xx, and every 4xx is JSON {error} in Spanish. Routes join from routeList and the access table,
// so a new feature is fuzzed without editing this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTable } from './access-table';
import { createActors, type Actor, type Actors } from './actors';
import { createTestContext, SAME_ORIGIN, type TestContext } from './context';
import { fuzzRoute, targetFor, type FuzzTarget } from './fuzz';

// Requests per route and actor: enough to meet every kind of hostile value a few times, few
// enough for the file to stay well under a minute on PGlite.
const RUNS = 30;
/**
 * Fuzzes every route as one actor. One file per actor (features/fuzz-*.test.ts), so the two
 * rounds run side by side and each stays well inside its time limit.
 */
export function fuzzEveryRouteAs(actor: Actor): void {
  let ctx: TestContext;
  let actors: Actors;
  const targets: FuzzTarget[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ web: true });
    actors = await createActors(ctx.database.db, 'fuzz');
    for (const route of ctx.app.routeList) {
      if (route.method === 'GET') {
        targets.push(targetFor('GET', route.url, route.schema, {}, route.upstream));
      }
    }
    for (const entry of accessTable) {
      const route = ctx.app.routeList.find(
        (r) => r.method === entry.method && r.url === entry.route,
      );
      // A photo upload's text fields travel in its multipart form: fuzzed there, caption included.
      const upload = route?.upload === true;
      targets.push(
        targetFor(
          entry.method,
          entry.route,
          route?.schema,
          {
            url: entry.url(actors.fixtures),
            body: upload ? { caption: 'La terraza' } : entry.body?.(actors.fixtures),
          },
          false,
          upload,
        ),
      );
    }
  });
  afterAll(() => ctx.close());

  describe(`fuzzing every route as ${actor}`, () => {
    it('finds the API routes, the page routes and the access table', () => {
      const routes = targets.map((t) => `${t.method} ${t.route}`);
      expect(routes).toContain('GET /api/businesses/filter');
      expect(routes).toContain('GET /categoria/:slug');
      expect(routes).toContain('GET /ubicacion/:province/:municipality/:district');
      expect(routes).toContain('POST /api/visits/record');
    });

    // Every route in one test: ~230 routes as an administrator took up to two minutes of a loaded
    // two-core machine, so the limit leaves room for that.
    it(`holds for every route as ${actor}`, async () => {
      const problems: string[] = [];
      for (const target of targets) {
        const problem = await fuzzRoute(ctx.app, target, {
          numRuns: RUNS,
          headers: SAME_ORIGIN,
          cookies: () => actors.cookies(actor, ctx.app.now()),
        });
        if (problem) problems.push(`${target.method} ${target.route}\n${problem}`);
      }
      expect(problems.join('\n\n')).toBe('');
    }, 240_000);
  });
}
