import { randomBytes } from 'node:crypto';

export interface CgroupLimits {
  memoryBytes: number;
  pids: number;
}

/** One run's window on a Cgroup: its counters read as differences from the run's start. */
export interface RunWindow {
  cpuUsageUs(): number;
  peakMemoryBytes(): number;
  /** Called on every poll: where the kernel keeps no peak (v2 before 5.19), track it by sampling. */
  sample(): void;
  oomKilled(): boolean;
  /** SIGKILLs every task in the group but the spared spawner, and waits until they are gone. */
  killAll(): Promise<void>;
}

/**
 * A persistent cgroup (a directory per hierarchy on v1) that boxes run in one at a time: one of a
 * slot's two, whose spawner lives inside so every box it forks starts in the group (moving each
 * box in through `cgroup.procs` made every run about 11 ms slower on this kernel, while a child
 * forked inside runs at full speed), or the warm compiler's.
 */
export interface Cgroup {
  /** `cgroup.procs` files a process joins, once, to run in the group. */
  readonly procsFiles: string[];
  /**
   * Sets the next run's limits and takes the counters' baselines. `pids` and `memoryBytes` are
   * the box's; the group adds what its spawner needs. killAll leaves the processes `spare` names
   * alive (the spawner and the box's waiter).
   */
  begin(limits: CgroupLimits, spare: (pid: number) => boolean): Promise<RunWindow>;
  /** Kills everything in the group (the spawner too) and removes it. */
  destroy(): Promise<void>;
}

/** A cgroup's counters, as each driver reads them. */
export interface CgroupCounters {
  cpuUs(): number;
  oomKills(): number;
  /** The run's peak memory, above what the group held at its start. */
  peakMemoryBytes(): number;
  sample?(): void;
  kill(): Promise<void>;
}

/** The window of a run starting now: the counters' baselines are read here. */
export function runWindow(counters: CgroupCounters): RunWindow {
  const baseCpu = counters.cpuUs();
  const baseOom = counters.oomKills();
  return {
    cpuUsageUs: () => counters.cpuUs() - baseCpu,
    peakMemoryBytes: () => Math.max(0, counters.peakMemoryBytes()),
    sample: () => counters.sample?.(),
    oomKilled: () => counters.oomKills() > baseOom,
    killAll: singleFlight(counters.kill),
  };
}

/** Names are unique across processes too, since several judges may share the parent group. */
export function uniqueCgroupName(prefix: string): string {
  return `${prefix}-${process.pid}-${randomBytes(6).toString('hex')}`;
}

/** The slot's spawner (bash) and the subshell that waits for a box, beside the box's own processes. */
export const SPAWNER_PIDS = 2;
/** The spawner's own memory, charged to the slot's group. */
export const SPAWNER_MEMORY_BYTES = 8 * 1024 * 1024;

export interface CgroupDriver {
  readonly version: 1 | 2;
  /** Creates the parent group(s) and checks they are usable; returns a problem or null. */
  init(): string | null;
  /** Creates a persistent group for a slot or a compile server. */
  group(name: string): Promise<Cgroup>;
}
/**
 * One kill at a time per run: a second call joins the kill in flight. The run's last kill thus
 * waits for one the CPU poller started, and no kill loop outlives its run (one that did killed
 * the next run's waiter on the slot before its pid was known).
 */
function singleFlight(kill: () => Promise<void>): () => Promise<void> {
  let inFlight: Promise<void> | undefined;
  return () => {
    inFlight ??= kill().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/** A group's limits for one run: the box's, plus what the group's spawner needs. */
export function withSpawner(limits: CgroupLimits): CgroupLimits {
  return { memoryBytes: limits.memoryBytes + SPAWNER_MEMORY_BYTES, pids: limits.pids + SPAWNER_PIDS };
}
