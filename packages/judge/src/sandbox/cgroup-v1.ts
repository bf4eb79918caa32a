import { existsSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { type Cgroup, type CgroupDriver, runWindow, withSpawner } from './cgroup.ts';
import { killUntilEmpty, makeParent, readKeyed, readNumber, removeDirs } from './cgroup-files.ts';
import { LimitFile } from './limit-file.ts';

const CONTROLLERS = ['memory', 'pids', 'cpuacct'] as const;

/** cgroup v1: a group in each of the memory, pids and cpuacct hierarchies. */
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
        makeParent(`${hierarchy}/${this.parent}`);
      } catch (error) {
        return `cannot create ${hierarchy}/${this.parent}: ${(error as Error).message}`;
      }
    }
    return null;
  }

  async group(name: string): Promise<Cgroup> {
    const dir = (controller: string) => `${this.root}/${controller}/${this.parent}/${name}`;
    const dirs = CONTROLLERS.map(dir);
    // Off the main thread: creating a memory cgroup costs the kernel about half a millisecond.
    await Promise.all(dirs.map((path) => mkdir(path)));
    const memory = dir('memory');
    const cpuacct = dir('cpuacct');
    const pidsProcs = `${dir('pids')}/cgroup.procs`;
    const memoryLimit = new LimitFile(`${memory}/memory.limit_in_bytes`);
    // With swap accounting, memory+swap gets the same cap so nothing spills to swap.
    const swapLimit = existsSync(`${memory}/memory.memsw.limit_in_bytes`)
      ? new LimitFile(`${memory}/memory.memsw.limit_in_bytes`)
      : null;
    const pidsLimit = new LimitFile(`${dir('pids')}/pids.max`);
    const setMemoryLimit = async (bytes: number) => {
      // memory+swap may never be below memory: raise it first, lower it last.
      const raising = bytes > (memoryLimit.value ?? Number.POSITIVE_INFINITY);
      if (raising) await swapLimit?.set(bytes);
      await memoryLimit.set(bytes);
      if (!raising) await swapLimit?.set(bytes);
    };
    const cpuUs = () => Math.round(readNumber(`${cpuacct}/cpuacct.usage`) / 1000);
    const oomKills = () => readKeyed(`${memory}/memory.oom_control`, 'oom_kill');
    const killAll = async (spare: (pid: number) => boolean) => {
      await killUntilEmpty(pidsProcs, spare);
      // A task can sit in one hierarchy's list a moment longer than in another's.
      await killUntilEmpty(`${memory}/cgroup.procs`, spare);
    };
    return {
      procsFiles: dirs.map((path) => `${path}/cgroup.procs`),
      begin: async (limits, spare) => {
        const { memoryBytes, pids } = withSpawner(limits);
        try {
          await setMemoryLimit(memoryBytes);
        } catch {
          // A lower limit than what earlier runs left cached (EBUSY): drop those pages, then retry.
          await writeFile(`${memory}/memory.force_empty`, '0').catch(() => {});
          await setMemoryLimit(memoryBytes);
        }
        await pidsLimit.set(pids);
        // The peak restarts from what the group holds now (the spawner, pages cached by earlier runs).
        // Synchronous: a few microseconds, and the slot's core waits on every hop to the thread pool.
        writeFileSync(`${memory}/memory.max_usage_in_bytes`, '0');
        const baseMemory = readNumber(`${memory}/memory.usage_in_bytes`);
        return runWindow({
          cpuUs,
          oomKills,
          peakMemoryBytes: () => readNumber(`${memory}/memory.max_usage_in_bytes`) - baseMemory,
          kill: () => killAll(spare),
        });
      },
      destroy: async () => {
        await killAll(() => false);
        await removeDirs(dirs);
      },
    };
  }
}
