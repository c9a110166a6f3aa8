// Bundles the API and @drd/shared (which ships TypeScript source) into dist/server.js.
// The other npm packages stay external: they are installed next to it.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => name !== '@drd/shared')
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: {
    server: 'src/server.ts',
    'create-admin': 'src/scripts/create-admin.ts',
    backup: 'src/scripts/backup.ts',
    restore: 'src/scripts/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
