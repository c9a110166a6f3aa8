// The lint rules that keep the web app's shape: they must fail on a violation, or a regression
// would pass `npm run lint` unnoticed.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { firstLoadPlugin } from './first-load.js';
import { webImportBoundaries } from './import-boundaries.js';

const ROOT = resolve(import.meta.dirname, '../../../..');
const SRC = 'apps/web/src';
const parserBlock = { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } };

/** ESLint over the repository with one block of rules and no type information (fast). */
const eslintWith = (block: object) =>
  new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: [parserBlock, block] });

async function messages(eslint: ESLint, path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries of the web app', () => {
  const eslint = eslintWith(webImportBoundaries(ROOT));

  it.each([
    [
      'a layout component imports a feature',
      `${SRC}/components/layout/x.tsx`,
      "import { useUser } from '../../features/auth/api/get-user';",
    ],
    [
      'lib imports a feature',
      `${SRC}/lib/x.ts`,
      "import { scrollToResults } from '../features/directory/scroll-to-results';",
    ],
    [
      'a feature imports another feature',
      `${SRC}/features/map/x.ts`,
      "import { Results } from '../directory/components/results';",
    ],
    ['a feature imports the app', `${SRC}/features/directory/x.ts`, "import '../../app/router';"],
    [
      'a component imports the app',
      `${SRC}/components/ui/x.tsx`,
      "import { RootLayout } from '../../app/layout/root-layout';",
    ],
  ])('fails when %s', async (_, path, code) => {
    const found = await messages(eslint, path, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('import-x/no-restricted-paths');
  });

  it('lets code flow lib/components → features → app', async () => {
    expect(
      await messages(
        eslint,
        `${SRC}/features/directory/x.ts`,
        "import { useFilters } from '../../lib/use-filters';\nimport { Results } from './components/results';\nimport { Toaster } from '../../components/ui/toaster';",
      ),
    ).toEqual([]);
    expect(
      await messages(
        eslint,
        `${SRC}/app/routes/x.tsx`,
        "import { BusinessMap } from '../../features/map/components/business-map';\nimport { Results } from '../../features/directory/components/results';",
      ),
    ).toEqual([]);
  });

  // Lints every web source file: slow on a busy machine, hence the generous limit.
  it('holds for the web app as it is', { timeout: 60_000 }, async () => {
    const results = await eslint.lintFiles([`${SRC}/**/*.{ts,tsx}`]);
    expect(results.length).toBeGreaterThan(50);
    expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}: ${m.message}`))).toEqual(
      [],
    );
  });
});

// A small app on disk: the rule reads the modules the entry reaches.
const fixture = mkdtempSync(join(tmpdir(), 'drd-first-load-'));
const files: Record<string, string> = {
  'shared/src/with-zod-schema.ts': "import { z } from 'zod';\nexport const schema = z.string();",
  'shared/src/plain.ts': 'export const plain = 1;',
  'app/helper.ts': "import { schema } from '@fx/with-zod-schema';\nexport const helper = schema;",
  'app/deeper.ts': "export { helper } from './helper';",
  'app/types-only.ts':
    "import type { schema } from '@fx/with-zod-schema';\nexport type Schema = typeof schema;",
  'app/lazy.ts': "export const load = () => import('@fx/with-zod-schema');",
};
for (const [path, code] of Object.entries(files)) {
  mkdirSync(dirname(join(fixture, path)), { recursive: true });
  writeFileSync(join(fixture, path), code);
}
const entry = join(fixture, 'app/main.ts');
const options = [{ forbidden: ['zod'], aliases: { '@fx/': join(fixture, 'shared/src') + '/' } }];

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
new RuleTester({ languageOptions: { parser: tseslint.parser } }).run(
  'no-zod-on-first-load',
  firstLoadPlugin.rules!['no-zod-on-first-load']!,
  {
    valid: [
      {
        name: 'type-only imports, dynamic import() and zod-free modules',
        filename: entry,
        options,
        code: "import type { Schema } from './types-only';\nimport { load } from './lazy';\nimport { plain } from '@fx/plain';\nimport { type Schema as S } from './types-only';",
      },
    ],
    invalid: [
      {
        name: 'zod imported by the entry itself',
        filename: entry,
        options,
        code: "import { z } from 'zod';",
        errors: [{ messageId: 'reached' }],
      },
      {
        name: 'zod two static imports away, through a re-export',
        filename: entry,
        options,
        code: "import { helper } from './deeper';\nimport { plain } from '@fx/plain';",
        errors: [
          {
            line: 1,
            // The chain names the module that brings zod in.
            message: /shared\/src\/with-zod-schema\.ts → zod/,
          },
        ],
      },
    ],
  },
);

describe('no zod on the first load of the real app', () => {
  const rule = {
    files: [`${SRC}/main.tsx`],
    plugins: { drd: firstLoadPlugin },
    rules: {
      'drd/no-zod-on-first-load': [
        'error',
        { forbidden: ['zod'], aliases: { '@drd/shared/': 'packages/shared/src/' } },
      ],
    },
  };
  const eslint = eslintWith(rule);

  it('passes for main.tsx as it is', { timeout: 60_000 }, async () => {
    const [result] = await eslint.lintFiles([`${SRC}/main.tsx`]);
    expect(result!.messages).toEqual([]);
  });

  it('fails when the entry reaches a shared schema module', async () => {
    const found = await messages(
      eslint,
      `${SRC}/main.tsx`,
      "import { openingHoursSchema } from '@drd/shared/opening-hours-schema';",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("'zod' is loaded with the first screen");
  });
});
