import { closeSync, existsSync, openSync, readFileSync, readSync, writeFileSync, writeSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { type Cgroup, type CgroupDriver, runWindow, withSpawner } from './cgroup.ts';
import { killUntilEmpty, makeParent, readKeyed, readNumber, removeDirs } from './cgroup-files.ts';
import { LimitFile } from './limit-file.ts';

const NEEDED = ['memory', 'pids'];

/**
 * cgroup v2: `<root>/<parent>/<group>`. The parent holds no processes, so it may enable the memory
 * and pids controllers for its children (the "no internal processes" rule).
 */
export class CgroupV2Driver implements CgroupDriver {
  readonly version = 2 as const;

  constructor(
    private readonly root: string,
    private readonly parent: string,
  ) {}

  init(): string | null {
    const available = readWords(`${this.root}/cgroup.controllers`);
    const missing = NEEDED.filter((name) => !available.includes(name));
    if (missing.length > 0) {
      return `cgroup v2 at ${this.root} lacks the ${missing.join(' and ')} controller(s)`;
    }
    try {
      const enabled = readWords(`${this.root}/cgroup.subtree_control`);
      const toEnable = NEEDED.filter((name) => !enabled.includes(name));
      if (toEnable.length > 0) {
        writeFileSync(`${this.root}/cgroup.subtree_control`, toEnable.map((name) => `+${name}`).join(' '));
      }
      const parent = `${this.root}/${this.parent}`;
      makeParent(parent);
      writeFileSync(`${parent}/cgroup.subtree_control`, NEEDED.map((name) => `+${name}`).join(' '));
    } catch (error) {
      return `cannot set up cgroup v2 under ${this.root}: ${(error as Error).message} (give the judge a delegated subtree through JUDGE_CGROUP_ROOT)`;
    }
    return null;
  }

  async group(name: string): Promise<Cgroup> {
    const dir = `${this.root}/${this.parent}/${name}`;
    await mkdir(dir);
    if (existsSync(`${dir}/memory.swap.max`)) await writeFile(`${dir}/memory.swap.max`, '0');
    // No memory.oom.group: a group kill would take the slot's spawner too. The box's processes
    // (oom_score_adj 1000) are the OOM killer's first choice, and the run's end kills the rest.
    const memoryLimit = new LimitFile(`${dir}/memory.max`);
    const pidsLimit = new LimitFile(`${dir}/pids.max`);
    // Opened at the first run (the kernel makes the file with the group; a stale peak is reset).
    let peak: PeakCounter | null | undefined;
    const procs = `${dir}/cgroup.procs`;
    const cpuUs = () => readKeyed(`${dir}/cpu.stat`, 'usage_usec');
    const oomKills = () => readKeyed(`${dir}/memory.events`, 'oom_kill');
    return {
      procsFiles: [procs],
      begin: async (limits, spare) => {
        const { memoryBytes, pids } = withSpawner(limits);
        await memoryLimit.set(memoryBytes);
        await pidsLimit.set(pids);
        const baseMemory = readNumber(`${dir}/memory.current`);
        if (peak === undefined) peak = PeakCounter.open(`${dir}/memory.peak`);
        const counter = peak;
        const resettable = counter?.reset() ?? false;
        // Kernels whose memory.peak cannot be reset (before 6.12) or is missing: sample while polling.
        let sampled = baseMemory;
        return runWindow({
          cpuUs,
          oomKills,
          peakMemoryBytes: () => (resettable && counter ? counter.read() : sampled) - baseMemory,
          sample: () => {
            if (!resettable) sampled = Math.max(sampled, readNumber(`${dir}/memory.current`));
          },
          // Not cgroup.kill: it would take the spawner too.
          kill: () => killUntilEmpty(procs, spare),
        });
      },
      destroy: async () => {
        peak?.close();
        if (existsSync(`${dir}/cgroup.kill`)) {
          try {
            writeFileSync(`${dir}/cgroup.kill`, '1');
          } catch {
            // Fall through to the pid loop.
          }
        }
        await killUntilEmpty(procs);
        await removeDirs([dir]);
      },
    };
  }
}

/**
 * memory.peak through one open descriptor: since Linux 6.12 writing to it resets the peak seen
 * through that descriptor, so a persistent group can measure each run on its own.
 */
class PeakCounter {
  private constructor(private readonly fd: number) {}

  static open(path: string): PeakCounter | null {
    try {
      return new PeakCounter(openSync(path, 'r+'));
    } catch {
      return null;
    }
  }

  reset(): boolean {
    try {
      writeSync(this.fd, 'reset\n', 0);
      return true;
    } catch {
      return false;
    }
  }

  read(): number {
    const buffer = Buffer.alloc(32);
    try {
      const length = readSync(this.fd, buffer, 0, buffer.length, 0);
      const value = Number(buffer.subarray(0, length).toString('utf8').trim());
      return Number.isFinite(value) ? value : 0;
    } catch {
      return 0;
    }
  }

  close(): void {
    closeSync(this.fd);
  }
}

function readWords(path: string): string[] {
  try {
    return readFileSync(path, 'utf8').trim().split(/\s+/);
  } catch {
    return [];
  }
}
