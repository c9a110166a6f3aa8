import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHints } from './compile-hints';

function chunk(fileName: string, imports: string[], isEntry = false): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry,
    code: `/* ${fileName} */`,
  } as Rolldown.OutputChunk;
}

function run(bundle: Rolldown.OutputBundle) {
  const hook = compileHints().generateBundle;
  if (!hook || typeof hook !== 'object') throw new Error('generateBundle must be an ordered hook');
  void hook.handler.call(
    {} as Rolldown.PluginContext,
    {} as Rolldown.NormalizedOutputOptions,
    bundle,
    false,
  );
}

describe('compileHints', () => {
  it('marks the entry and what it imports statically, as their first line, and nothing else', () => {
    const bundle: Rolldown.OutputBundle = {
      'index.js': chunk('index.js', ['react.js', 'router.js'], true),
      'react.js': chunk('react.js', []),
      'router.js': chunk('router.js', ['react.js']),
      'map.js': chunk('map.js', ['react.js', 'leaflet.js']),
      'leaflet.js': chunk('leaflet.js', []),
      'index.css': { type: 'asset', fileName: 'index.css' } as Rolldown.OutputBundle[string],
    };
    run(bundle);
    const code = (name: string) => (bundle[name] as Rolldown.OutputChunk).code;
    for (const name of ['index.js', 'react.js', 'router.js']) {
      expect(code(name)).toBe(`//# allFunctionsCalledOnLoad\n/* ${name} */`);
    }
    expect(code('map.js')).toBe('/* map.js */');
    expect(code('leaflet.js')).toBe('/* leaflet.js */');
  });
});
