// What the built home page downloads before its first paint (docs/decisions/004): the entry
// script and every chunk it imports statically, read from Vite's build manifest. The lint rule
// drd/no-zod-on-first-load checks the sources; this checks what the build made of them.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST = resolve(import.meta.dirname, '../apps/web/dist');
const BUDGET_GZIP_KB = 150;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function firstLoadFiles(): string[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit('index.html');
  return [...seen].map((key) => manifest[key]!.file);
}

describe('the first load of the built home page', () => {
  const files = firstLoadFiles();
  const code = files.map((file) => readFileSync(join(DIST, file)));

  it('is one script that holds no zod', () => {
    expect(files).toHaveLength(1);
    // zod names every schema class with a string that minifying keeps.
    for (const bytes of code) expect(bytes.toString()).not.toMatch(/\$ZodType|ZodError/);
  });

  it(`stays within ${BUDGET_GZIP_KB} KB of JavaScript, gzipped`, () => {
    const gzip = code.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).length, 0);
    expect(gzip / 1024).toBeLessThanOrEqual(BUDGET_GZIP_KB);
  });
});
