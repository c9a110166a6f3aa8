// The app the list-page tests drive: a copy of the demo database, and a stand-in web build whose
// index.html holds the two first screens (decision 010) a drawn page replaces, with the given
// renderer standing in for the web build's (apps/web/src/app/server/list-first-screen.tsx).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { createTestContext, type TestContext } from '../../test/context';
import type { InitialEntry } from './list-first-screen';

const INDEX = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Directorio RD</title></head><body><div id="root"><main><!-- first-paint:home --><div class="first-paint-home"><!-- first-paint:home-sections --><div></div><!-- /first-paint:home-sections --></div><!-- /first-paint:home --><!-- first-paint:page --><div role="status"></div><!-- /first-paint:page --></main></div></body></html>`;

export async function openListPagesApp(
  renderer: (location: string, data: InitialEntry[]) => string,
): Promise<{ ctx: TestContext; app: FastifyInstance; close: () => Promise<void> }> {
  const ctx = await createTestContext();
  const webDist = await mkdtemp(join(tmpdir(), 'drd-web-'));
  await writeFile(join(webDist, 'index.html'), INDEX);
  const app = await buildApp({
    db: ctx.database.db,
    env: parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'https://directorio.do' }),
    webDist,
    listFirstScreen: renderer,
  });
  return {
    ctx,
    app,
    close: async () => {
      await app.close();
      await ctx.close();
      await rm(webDist, { recursive: true, force: true });
    },
  };
}
