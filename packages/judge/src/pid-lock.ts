import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Lock files that hold their owner's pid (Node-only; the server's data directory and the judge's
 * uid blocks use them): made exclusively, and taken over once their owner is dead.
 */

/** Whether a process exists (EPERM means it does, but belongs to someone else). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type PidLock = { taken: true; release: () => void } | { taken: false; holder: number | null };

/**
 * Creates `file` holding this process's pid. A lock left by a dead process is removed and taken;
 * so is one of this process's own when `reclaimOwn` (a holder that never released it). Otherwise
 * the live `holder` keeps it (null: another process raced us to it twice).
 */
export function takePidLock(file: string, options: { reclaimOwn?: boolean } = {}): PidLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return { taken: true, release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      const own = owner === process.pid;
      if (Number.isInteger(owner) && (own ? !options.reclaimOwn : isAlive(owner))) {
        return { taken: false, holder: owner };
      }
      rmSync(file, { force: true });
    }
  }
  return { taken: false, holder: null };
}
