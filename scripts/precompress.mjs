// Writes .br and .gz next to every compressible file of the web build, once at build time, so
// the server sends compressed bytes without compressing on each request (@fastify/static
// `preCompressed`). Cheap phones on slow networks are the reason.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'apps/web/dist';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for await (const path of files(root)) {
  if (!COMPRESSIBLE.test(path) || (await stat(path)).size < 512) continue;
  const data = await readFile(path);
  await writeFile(
    `${path}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompress: ${count} files in ${root}`);
