// The embedded database's folder must exist and take writes; when it does not, the one line the
// server prints names the folder and what to do, instead of a stack trace.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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

export class DataDirInUseError extends DataDirError {
  constructor(dataDir: string, pid: number) {
    super(dataDir, undefined);
    this.message =
      `La carpeta de datos ${dataDir} ya la usa otro proceso (pid ${pid}): detenga ese servidor ` +
      'antes de abrirla, o use PostgreSQL (DATABASE_URL) para varios servidores a la vez.';
    this.name = 'DataDirInUseError';
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

// The embedded database is one process's own: a second process writing the same folder (a second
// `npm start`, create-admin while the server runs) loses writes or corrupts it. A file naming the
// holder's pid keeps the folder; a crashed holder's file is taken over.
const LOCK_FILE = '.en-uso.pid';

const isRunning = (pid: number) => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the folder for this process; throws DataDirInUseError while another holds it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, LOCK_FILE);
  let holder = 0;
  // A second round only after removing a crashed holder's file; a third would mean a race.
  for (let round = 0; round < 3; round++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new DataDirError(dataDir, (error as NodeJS.ErrnoException).code);
      }
    }
    holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (isRunning(holder)) throw new DataDirInUseError(dataDir, holder);
    await rm(file, { force: true });
  }
  throw new DataDirInUseError(dataDir, holder);
}
