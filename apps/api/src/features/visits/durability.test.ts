// A visit the server acknowledged is on disk: the embedded database killed without warning a
// second later still has it when the server starts again on the same folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../test/server-process';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

const json = async <T>(response: Promise<Response>) => (await response).json() as Promise<T>;

function visitor(server: ServerProcess) {
  const post = (businessId: number, cookie?: string) =>
    fetch(`${server.base}/api/visits/record`, {
      method: 'POST',
      headers: {
        origin: server.base,
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ businessId }),
    });
  let cookie: string | undefined;
  return {
    /** The first request of a browser: it is given its visitor cookie. */
    async arrive(businessId: number) {
      cookie = (await post(businessId)).headers.getSetCookie()[0]?.split(';')[0];
    },
    /** Visits each business; answers how many the server said it counted. */
    async visit(businessIds: number[]) {
      let counted = 0;
      for (const id of businessIds)
        if ((await json<{ counted: boolean }>(post(id, cookie))).counted) counted++;
      return counted;
    },
  };
}

describe.skipIf(process.env.DATABASE_URL)('visits on the embedded database', () => {
  it(
    'survive a kill -9 one second after they were acknowledged',
    { timeout: 240_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'drd-durability-'));
      folders.push(dataDir);
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      const server = await startServerProcess(env);
      const page = await json<{ businesses: { id: number }[] }>(
        fetch(`${server.base}/api/businesses/filter?pageSize=5`),
      );
      const ids = page.businesses.map((b) => b.id);
      const browser = visitor(server);
      await browser.arrive(ids[0]!);
      const before = await json<{ totalVisits: number }>(fetch(`${server.base}/api/stats`));
      const counted = await browser.visit(ids);
      expect(counted).toBe(ids.length);
      await new Promise((r) => setTimeout(r, 1000));
      server.child.kill('SIGKILL');
      await server.exited;

      const again = await startServerProcess(env);
      try {
        const after = await json<{ totalVisits: number }>(fetch(`${again.base}/api/stats`));
        expect(after.totalVisits).toBe(before.totalVisits + counted);
      } finally {
        again.child.kill('SIGTERM');
        await again.exited;
      }
    },
  );
});
