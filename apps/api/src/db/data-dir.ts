// The embedded database's folder must exist and take writes; when it does not, the one line the
// server prints names the folder and what to do, instead of a stack trace.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const REASONS: Record<string, string> = {
  EACCES: 'no hay permiso de escritura',
  EPERM: 'no hay permiso de escritura',
  EROFS: 'el sistema de archivos es de solo lectura',
  ENOTDIR: 'parte de la ruta es un archivo, no una carpeta',
  EEXIST: 'parte de la ruta es un archivo, no una carpeta',
  ENOSPC: 'el disco está lleno',
  EDQUOT: 'se agotó la cuota de disco',
};

export class DataDirError extends Error {
  constructor(dataDir: string, code: string | undefined) {
    super(
      `No se puede escribir en la carpeta de datos ${dataDir} (${REASONS[code ?? ''] ?? code ?? 'error desconocido'}): ` +
        'indique en DATA_DIR una carpeta donde el usuario del servidor pueda escribir, o corrija sus permisos.',
    );
    this.name = 'DataDirError';
  }
}

/** Creates the folder when missing and proves it takes a file; throws DataDirError otherwise. */
export async function checkDataDir(dataDir: string): Promise<void> {
  const probe = join(dataDir, `.escritura-${process.pid}`);
  try {
    await mkdir(dataDir, { recursive: true });
    await writeFile(probe, '');
    await rm(probe);
  } catch (error) {
    throw new DataDirError(dataDir, (error as NodeJS.ErrnoException).code);
  }
}
