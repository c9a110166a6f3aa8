// `drd/no-zod-on-first-load`: the browser's first load must not bring zod (~55 KB gzip;
// docs/decisions/004-web-bundle-and-data-fetching.md). Applied to the entry (main.tsx), the rule
// walks every module reachable through static imports and re-exports (type-only imports and
// dynamic import() are not loaded with the page, so they are not followed) and reports each
// import of the entry that leads to a forbidden package, with the chain that gets there.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

const isFile = (path) => existsSync(path) && statSync(path).isFile();

function resolveFile(base) {
  if (isFile(base)) return base;
  for (const ext of SOURCE_EXTENSIONS) if (isFile(base + ext)) return base + ext;
  for (const ext of SOURCE_EXTENSIONS)
    if (isFile(join(base, `index${ext}`))) return join(base, `index${ext}`);
  return null;
}

/** The module specifiers a file loads with it: static imports and re-exports, not types. */
function staticSpecifiers(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** @type {import('eslint').Rule.RuleModule} */
const noZodOnFirstLoad = {
  meta: {
    type: 'problem',
    docs: { description: 'The entry script must not reach zod through static imports.' },
    schema: [
      {
        type: 'object',
        properties: {
          forbidden: { type: 'array', items: { type: 'string' } },
          /** Bare specifier prefixes mapped to folders, relative to the working directory. */
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      reached:
        "'{{package}}' is loaded with the first screen: {{chain}}. Import its types with `import type`, or load the module that needs it with import().",
    },
  },
  create(context) {
    const { forbidden = ['zod'], aliases = {} } = context.options[0] ?? {};
    const cwd = context.cwd;
    const isForbidden = (spec) => forbidden.some((f) => spec === f || spec.startsWith(`${f}/`));

    /** The file a specifier names, null for a package outside the repository. */
    const resolveSpecifier = (spec, from) => {
      if (spec.startsWith('.')) return resolveFile(resolve(dirname(from), spec));
      for (const [prefix, folder] of Object.entries(aliases)) {
        if (spec.startsWith(prefix))
          return resolveFile(resolve(cwd, folder, spec.slice(prefix.length)));
      }
      return null;
    };

    return {
      Program(program) {
        const entry = context.physicalFilename;
        const name = (file) => relative(cwd, file);
        for (const node of program.body) {
          const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
          const isModuleStatement =
            node.type === 'ImportDeclaration' ||
            ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
              node.source);
          if (!isModuleStatement || typeOnly) continue;
          const spec = node.source.value;
          const reported = new Set();
          const report = (pkg, chain) => {
            if (reported.has(pkg)) return;
            reported.add(pkg);
            context.report({
              node,
              messageId: 'reached',
              data: { package: pkg, chain: [name(entry), ...chain].join(' → ') },
            });
          };
          if (isForbidden(spec)) {
            report(spec, [spec]);
            continue;
          }
          const start = resolveSpecifier(spec, entry);
          if (!start) continue;
          // Breadth first, so the chain reported is a shortest one.
          const parent = new Map([[start, null]]);
          const queue = [start];
          const chainTo = (file) => {
            const chain = [];
            for (let f = file; f; f = parent.get(f)) chain.unshift(name(f));
            return chain;
          };
          while (queue.length > 0) {
            const file = queue.shift();
            if (!SOURCE_EXTENSIONS.some((ext) => file.endsWith(ext))) continue;
            for (const next of staticSpecifiers(file)) {
              if (isForbidden(next)) {
                report(next, [...chainTo(file), next]);
                continue;
              }
              const target = resolveSpecifier(next, file);
              if (target && !parent.has(target)) {
                parent.set(target, file);
                queue.push(target);
              }
            }
          }
        }
      },
    };
  },
};

export const firstLoadPlugin = { rules: { 'no-zod-on-first-load': noZodOnFirstLoad } };
