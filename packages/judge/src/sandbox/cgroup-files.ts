/** Reading and cleaning cgroupfs: what the v1 and v2 drivers share. */
import { mkdirSync, readdirSync, readFileSync, rmdirSync } from 'node:fs';
import { rmdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive } from '../pid-lock.ts';

export function readNumber(path: string): number {
  try {
    const value = Number(readFileSync(path, 'utf8').trim());
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** Reads `key value` lines (memory.events, cpu.stat, memory.oom_control). */
export function readKeyed(path: string, key: string): number {
  try {
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const [name, value] = line.split(' ');
      if (name === key) return Number(value) || 0;
    }
  } catch {
    // A vanished file reads as zero.
  }
  return 0;
}

export function readPids(path: string): number[] {
  try {
    return readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map(Number)
      .filter((pid) => Number.isInteger(pid) && pid > 1);
  } catch {
    return [];
  }
}

/**
 * Kills every pid listed in `procsFile` but `spare` until the list stays empty (a fork bomb may
 * still be forking).
 */
export async function killUntilEmpty(
  procsFile: string,
  spare: (pid: number) => boolean = () => false,
  attempts = 200,
): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const pids = readPids(procsFile).filter((pid) => !spare(pid));
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await sleep(attempt < 10 ? 1 : 10);
  }
}

/**
 * Removes a closed group's directories off the main thread: rmdir of a used memory cgroup waits
 * several milliseconds for the kernel (draining per-CPU caches), which would stall every run.
 */
export async function removeDirs(dirs: string[]): Promise<void> {
  for (const dir of dirs) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      try {
        await rmdir(dir);
        break;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') break;
        await sleep(attempt < 10 ? 2 : 20);
      }
    }
  }
}

/** Creates a driver's parent group and removes the empty groups a judge that died left in it. */
export function makeParent(dir: string): void {
  mkdirSync(dir, { recursive: true });
  removeStale(dir);
}

/** Removes empty groups left by a judge that died (a group still in use refuses with EBUSY). */
function removeStale(parent: string): void {
  let entries: string[];
  try {
    entries = readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return;
  }
  for (const name of entries) {
    const owner = Number(/^[a-z]+-(\d+)-/.exec(name)?.[1]);
    if (owner && isAlive(owner)) continue;
    try {
      rmdirSync(`${parent}/${name}`);
    } catch {
      // Busy: another judge's live run.
    }
  }
}
