// Unpacks a backup file into a temporary folder and reads its manifest; a damaged file (a cut
// download, flipped bytes) fails here with a Spanish message.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extract } from 'tar';
import { DUMP_NAME } from './database-dump';
import { BACKUP_FORMAT, type BackupManifest } from './manifest';

export interface OpenedBackup {
  folder: string;
  manifest: BackupManifest;
  dump: string;
  media: string;
  close: () => Promise<void>;
}

export async function openBackup(file: string): Promise<OpenedBackup> {
  const folder = await mkdtemp(join(tmpdir(), 'drd-restaurar-'));
  const close = () => rm(folder, { recursive: true, force: true });
  try {
    await extract({ file, cwd: folder, strict: true });
    const manifest = JSON.parse(
      await readFile(join(folder, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new Error('formato desconocido');
    return {
      folder,
      manifest,
      dump: join(folder, DUMP_NAME[manifest.driver]),
      media: join(folder, 'media'),
      close,
    };
  } catch (error) {
    await close();
    throw new Error(`La copia ${file} está dañada o no es una copia: ${(error as Error).message}`);
  }
}
