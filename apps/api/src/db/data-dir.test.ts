// A data folder the server cannot write: one plain line that names it and says what to do.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process';
import { checkDataDir, DataDirError, DataDirInUseError, lockDataDir } from './data-dir';

let folder: string;
afterAll(() => (folder ? rm(folder, { recursive: true, force: true }) : undefined));

// The embedded database's own folder: the suite's run against PostgreSQL has nothing to add here.
describe.skipIf(process.env.DATABASE_URL)('the data folder', () => {
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

  it("is one process's own: a second one is refused until the first lets go", async () => {
    const dataDir = join(folder, 'propia');
    await checkDataDir(dataDir);
    const release = await lockDataDir(dataDir);
    expect(await readFile(join(dataDir, '.en-uso.pid'), 'utf8')).toBe(String(process.pid));
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    await release();
    const again = await lockDataDir(dataDir);
    await again();
  });

  it('takes over the folder of a server that died without letting go', async () => {
    const dataDir = join(folder, 'huerfana');
    await checkDataDir(dataDir);
    // The pid of a process that has ended.
    const ended = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    await writeFile(join(dataDir, '.en-uso.pid'), String(ended));
    const release = await lockDataDir(dataDir);
    expect(await readFile(join(dataDir, '.en-uso.pid'), 'utf8')).toBe(String(process.pid));
    await release();
  });

  it(
    'refuses, in one line, a second server on a folder a running one uses',
    { timeout: 120_000 },
    async () => {
      const dataDir = join(folder, 'compartida');
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      const first = await startServerProcess(env);
      try {
        const second = await startServerProcess(env, { ready: false });
        expect(await second.exited).toBe(1);
        const lines = second.output().trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toContain(dataDir);
        expect(lines[0]).toMatch(/ya la usa otro proceso \(pid \d+\)/);
        expect((await fetch(`${first.base}/api/health`)).ok).toBe(true);
      } finally {
        first.child.kill('SIGTERM');
        await first.exited;
      }
      // Stopped cleanly, the first server let go of the folder.
      const release = await lockDataDir(dataDir);
      await release();
    },
  );
});
