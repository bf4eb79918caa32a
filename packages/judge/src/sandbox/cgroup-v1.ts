import { existsSync, mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
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

  create(name: string, limits: CgroupLimits): RunCgroup {
    const dir = (controller: string) => `${this.root}/${controller}/${this.parent}/${name}`;
    const dirs = CONTROLLERS.map(dir);
    for (const path of dirs) mkdirSync(path);
    const memory = dir('memory');
    writeFileSync(`${memory}/memory.limit_in_bytes`, String(limits.memoryBytes));
    // With swap accounting, memory+swap gets the same cap so nothing spills to swap.
    if (existsSync(`${memory}/memory.memsw.limit_in_bytes`)) {
      writeFileSync(`${memory}/memory.memsw.limit_in_bytes`, String(limits.memoryBytes));
    }
    writeFileSync(`${dir('pids')}/pids.max`, String(limits.pids));
    const cpuacct = dir('cpuacct');
    const pidsProcs = `${dir('pids')}/cgroup.procs`;
    return {
      procsFiles: dirs.map((path) => `${path}/cgroup.procs`),
      cpuUsageUs: () => Math.round(readNumber(`${cpuacct}/cpuacct.usage`) / 1000),
      peakMemoryBytes: () => readNumber(`${memory}/memory.max_usage_in_bytes`),
      oomKilled: () => readKeyed(`${memory}/memory.oom_control`, 'oom_kill') > 0,
      killAll: async () => {
        await killUntilEmpty(pidsProcs);
        // A task can sit in one hierarchy's list a moment longer than in another's.
        await killUntilEmpty(`${memory}/cgroup.procs`);
      },
      remove: () => removeDirs(dirs, rmdirSync),
    };
  }
}
