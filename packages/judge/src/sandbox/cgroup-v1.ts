import { existsSync, mkdirSync } from 'node:fs';
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

const CONTROLLERS = ['memory', 'pids', 'cpuacct'] as const;

/** cgroup v1: one group per run in each of the memory, pids and cpuacct hierarchies. */
export class CgroupV1Driver implements CgroupDriver {
  readonly version = 1 as const;

  constructor(
    private readonly root: string,
    private readonly parent: string,
  ) {}

  init(): string | null {
    for (const controller of CONTROLLERS) {
      const hierarchy = `${this.root}/${controller}`;
      if (!existsSync(hierarchy)) return `cgroup v1 hierarchy ${hierarchy} is not mounted`;
      try {
        mkdirSync(`${hierarchy}/${this.parent}`, { recursive: true });
        removeStale(`${hierarchy}/${this.parent}`);
      } catch (error) {
        return `cannot create ${hierarchy}/${this.parent}: ${(error as Error).message}`;
      }
    }
    return null;
  }

  async create(name: string, limits: CgroupLimits): Promise<RunCgroup> {
    const dir = (controller: string) => `${this.root}/${controller}/${this.parent}/${name}`;
    const dirs = CONTROLLERS.map(dir);
    // Off the main thread: creating a memory cgroup costs the kernel about half a millisecond.
    await Promise.all(dirs.map((path) => mkdir(path)));
    const memory = dir('memory');
    await writeFile(`${memory}/memory.limit_in_bytes`, String(limits.memoryBytes));
    // With swap accounting, memory+swap gets the same cap so nothing spills to swap.
    if (existsSync(`${memory}/memory.memsw.limit_in_bytes`)) {
      await writeFile(`${memory}/memory.memsw.limit_in_bytes`, String(limits.memoryBytes));
    }
    await writeFile(`${dir('pids')}/pids.max`, String(limits.pids));
    const cpuacct = dir('cpuacct');
    const pidsProcs = `${dir('pids')}/cgroup.procs`;
    return {
      procsFiles: dirs.map((path) => `${path}/cgroup.procs`),
      cpuUsageUs: () => Math.round(readNumber(`${cpuacct}/cpuacct.usage`) / 1000),
      peakMemoryBytes: () => readNumber(`${memory}/memory.max_usage_in_bytes`),
      sample: () => {},
      oomKilled: () => readKeyed(`${memory}/memory.oom_control`, 'oom_kill') > 0,
      killAll: async () => {
        await killUntilEmpty(pidsProcs);
        // A task can sit in one hierarchy's list a moment longer than in another's.
        await killUntilEmpty(`${memory}/cgroup.procs`);
      },
      remove: () => removeDirs(dirs),
    };
  }
}
