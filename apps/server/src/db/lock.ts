import fs from 'node:fs';
import path from 'node:path';
import { takePidLock } from '@codedojo/judge/pid-lock';

/**
 * PGlite allows one process per data directory; a second one would corrupt it. The lock file
 * holds the owner's pid; a lock left by a dead process is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `Another CodeDojo process (pid ${pid}) is using the data directory ${dir}. Stop it or set DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export function acquireDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  // This process's own lock (a database opened again without closing) is taken over.
  const lock = takePidLock(path.join(dir, 'codedojo.lock'), { reclaimOwn: true });
  if (lock.taken) return lock.release;
  if (lock.holder !== null) throw new DataDirLockedError(dir, lock.holder);
  throw new Error(`Could not lock ${dir}`);
}
