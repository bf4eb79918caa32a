import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import {
  type CgroupDriver,
  type CgroupLimits,
  killUntilEmpty,
  type RunCgroup,
  readKeyed,
  readNumber,
  removeDirs,
  removeStale,
} from './cgroup.ts';

const NEEDED = ['memory', 'pids'];

/**
 * cgroup v2: `<root>/<parent>/<run>`. The parent holds no processes, so it may enable the memory and
 * pids controllers for its children (the "no internal processes" rule).
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
      mkdirSync(parent, { recursive: true });
      removeStale(parent);
      writeFileSync(`${parent}/cgroup.subtree_control`, NEEDED.map((name) => `+${name}`).join(' '));
    } catch (error) {
      return `cannot set up cgroup v2 under ${this.root}: ${(error as Error).message} (give the judge a delegated subtree through JUDGE_CGROUP_ROOT)`;
    }
    return null;
  }

  async create(name: string, limits: CgroupLimits): Promise<RunCgroup> {
    const dir = `${this.root}/${this.parent}/${name}`;
    await mkdir(dir);
    await writeFile(`${dir}/memory.max`, String(limits.memoryBytes));
    if (existsSync(`${dir}/memory.swap.max`)) await writeFile(`${dir}/memory.swap.max`, '0');
    // One OOM kill takes the whole box down, so a forked helper cannot outlive its killed sibling.
    if (existsSync(`${dir}/memory.oom.group`)) await writeFile(`${dir}/memory.oom.group`, '1');
    await writeFile(`${dir}/pids.max`, String(limits.pids));
    const hasPeak = existsSync(`${dir}/memory.peak`);
    let polledPeak = 0;
    return {
      procsFiles: [`${dir}/cgroup.procs`],
      cpuUsageUs: () => readKeyed(`${dir}/cpu.stat`, 'usage_usec'),
      peakMemoryBytes: () => (hasPeak ? readNumber(`${dir}/memory.peak`) : polledPeak),
      sample: () => {
        // Kernels before 5.19 have no memory.peak: keep the largest value seen while polling.
        if (!hasPeak) polledPeak = Math.max(polledPeak, readNumber(`${dir}/memory.current`));
      },
      oomKilled: () => readKeyed(`${dir}/memory.events`, 'oom_kill') > 0,
      killAll: async () => {
        if (existsSync(`${dir}/cgroup.kill`)) {
          try {
            writeFileSync(`${dir}/cgroup.kill`, '1');
          } catch {
            // Fall through to the pid loop.
          }
        }
        await killUntilEmpty(`${dir}/cgroup.procs`);
      },
      remove: () => removeDirs([dir]),
    };
  }
}

function readWords(path: string): string[] {
  try {
    return readFileSync(path, 'utf8').trim().split(/\s+/);
  } catch {
    return [];
  }
}
