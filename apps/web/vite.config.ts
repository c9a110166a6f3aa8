import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileHints } from './build/compile-hints';
import { inlineCss } from './build/inline-css';

// React Router's package exports only its development build, which keeps its dev warnings; the
// production build beside it drops them (smaller and faster first load).
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

// stdnum's ES modules for the browser (Node, in the API and tests, takes its CommonJS files, which
// packages/shared/src/tax-id.ts names): CommonJS would add rolldown's interop runtime as a second
// script to the first load.
const stdnumEsm = { find: /^stdnum\/lib\/cjs\/(.*)$/, replacement: 'stdnum/lib/esm/$1' };

// The server's copies of the first screens (src/app/server/: the profile's and the list pages'),
// with their packages inside, loaded by the API (apps/api/src/features/seo/first-screen.ts and
// list-first-screen.ts).
const serverBuild = defineConfig({
  plugins: [react()],
  resolve: { alias: [{ find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') }] },
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    ssr: true,
    rolldownOptions: {
      input: {
        'profile-first-screen': 'src/app/server/profile-first-screen.tsx',
        'list-first-screen': 'src/app/server/list-first-screen.tsx',
      },
    },
  },
});

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        plugins: [react(), tailwindcss(), compileHints(), inlineCss()],
        resolve:
          command === 'build'
            ? {
                alias: [
                  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
                  stdnumEsm,
                ],
              }
            : { alias: [stdnumEsm] },
        server: {
          port: 5173,
          // The API runs beside Vite in development (npm run dev); same-origin paths as in production.
          // 127.0.0.1, not localhost: Node may resolve localhost to ::1 while the API listens on IPv4.
          proxy: { '/api': 'http://127.0.0.1:3001' },
        },
        // The manifest tells the server which scripts a lazily loaded screen needs, so the pages it
        // writes can preload them (apps/api/src/features/seo/route-modules.ts).
        build: {
          outDir: 'dist',
          sourcemap: false,
          manifest: true,
          // Everything the first screen needs is one script: each request on a slow network costs a
          // round trip (Lighthouse's simulation charges them too), and rolldown otherwise cuts it into
          // seven files wherever lazy screens share a module. A vendor chunk of its own was tried: the
          // CommonJS interop runtime then becomes a third file.
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
          },
        },
      },
);
