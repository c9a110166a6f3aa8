// `npm install` warns EBADENGINE when a dependency refuses a Node version we declare: every
// package in the lock must accept the lowest version of each range in our `engines.node`
// (docs/decisions/001-workspace-and-tooling.md, 'Node.js versions').
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;

const declared = readJson<{ engines: { node: string } }>('package.json').engines.node;
const floors = declared.split('||').map((range) => semver.minVersion(range.trim())!.version);
interface LockedPackage {
  engines?: { node?: string };
  optional?: boolean;
  cpu?: string[];
}
const lock = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');
// An optional build for 32-bit processors only (sharp's win32-ia32) is never installed on the
// 64-bit machines the project runs on, so its engines cannot warn there.
const installable = (pkg: LockedPackage) => !(pkg.optional && pkg.cpu?.every((c) => c === 'ia32'));

describe('declared Node.js versions', () => {
  it.each(floors)('every locked package accepts Node %s', (version) => {
    const refusing = Object.entries(lock.packages)
      .filter(([, pkg]) => installable(pkg))
      .filter(([, pkg]) => pkg.engines?.node && !semver.satisfies(version, pkg.engines.node))
      .map(([path, pkg]) => `${path} (${pkg.engines!.node})`);
    expect(refusing).toEqual([]);
  });

  it('includes the Node.js running the tests', () => {
    expect(semver.satisfies(process.version, declared)).toBe(true);
  });
});
