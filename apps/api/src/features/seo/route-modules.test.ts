import { describe, expect, it } from 'vitest';
import { routeModulesFrom } from './route-modules';

// The shape Vite writes to dist/.vite/manifest.json.
const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_jsx-runtime.js'] },
  '_jsx-runtime.js': { file: 'assets/jsx-runtime-b.js' },
  '_api-client.js': { file: 'assets/api-client-c.js', imports: ['_jsx-runtime.js'] },
  'src/app/routes/business.tsx': {
    file: 'assets/business-d.js',
    imports: ['index.html', '_api-client.js', '_jsx-runtime.js'],
  },
};

describe('routeModulesFrom', () => {
  it("lists a screen's scripts and what they import, less what the entry already loads", () => {
    const modules = routeModulesFrom(manifest);
    expect(modules('src/app/routes/business.tsx')).toEqual([
      '/assets/business-d.js',
      '/assets/api-client-c.js',
    ]);
    expect(modules('src/app/routes/unknown.tsx')).toEqual([]);
  });
});
