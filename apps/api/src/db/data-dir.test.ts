// A data folder the server cannot write: one plain line that names it and says what to do.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process';
import { checkDataDir, DataDirError } from './data-dir';

let folder: string;
afterAll(() => (folder ? rm(folder, { recursive: true, force: true }) : undefined));

describe('the data folder', () => {
  it('explains in one line, without a stack trace, that it cannot write there', async () => {
    folder = await mkdtemp(join(tmpdir(), 'drd-data-dir-'));
    // A file where the folder should be: refused even to root, unlike a folder's permissions.
    await writeFile(join(folder, 'archivo'), '');
    const dataDir = join(folder, 'archivo', 'datos');
    const server = await startServerProcess(
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      { ready: false },
    );
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(dataDir);
    expect(lines[0]).toMatch(/DATA_DIR/);
    expect(lines[0]).not.toMatch(/\bat \S+ \(|Error:/);
  });

  it('accepts a folder it can write, creating it when missing', async () => {
    await expect(checkDataDir(join(folder, 'nueva', 'datos'))).resolves.toBeUndefined();
    await expect(checkDataDir(join(folder, 'archivo'))).rejects.toBeInstanceOf(DataDirError);
  });
});
