// Which web folders may import which, as the lint enforces it: code flows lib/ and components/ →
// features/ → app/. A feature never imports another feature; what two
// features share moves to lib/ or components/, and app/ composes them (the root layout included).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const SRC = 'apps/web/src';

/** The flat-config block that enforces the boundaries; `root` is the repository's folder. */
export function webImportBoundaries(root) {
  const features = readdirSync(join(root, SRC, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return {
    files: [`${SRC}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...features.map((feature) => ({
              target: `${SRC}/features/${feature}`,
              from: `${SRC}/features`,
              except: [`./${feature}`],
              message:
                'A feature does not import another feature: move what both need to lib/ or components/, or compose them in app/.',
            })),
            {
              target: `${SRC}/features`,
              from: `${SRC}/app`,
              message: 'Features do not import app/: the app composes features, not the reverse.',
            },
            {
              target: [`${SRC}/components`, `${SRC}/lib`],
              from: [`${SRC}/features`, `${SRC}/app`],
              message:
                'lib/ and components/ (layout included) serve every feature: pass a feature in as a prop or slot from app/ instead.',
            },
          ],
        },
      ],
    },
  };
}
