import { readFileSync, rmdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { CgroupDriver } from '../src/sandbox/cgroup.ts';
import {
  createCgroupDriver,
  DEFAULT_CGROUP_ROOT,
  detectCgroupVersion,
} from '../src/sandbox/cgroup-detect.ts';
import { readKeyed, readNumber } from '../src/sandbox/cgroup-files.ts';

/**
 * CPU time, which a loaded machine does not inflate the way it inflates wall time: the bench's
 * boxes are charged to a cgroup parent of their own (other judges on the machine share
 * `codedojo-judge`), the bare programs to this process's reaped children.
 */

const CLOCK_TICKS_PER_S = 100;

/** CPU of this process's waited-for children (/proc/self/stat cutime + cstime), in ms. */
export function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After "pid (comm) ": state is field 0, so cutime (field 16 of stat) is 13 and cstime 14.
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / CLOCK_TICKS_PER_S;
}

/** CPU of this process itself (every thread), in ms. */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** The machine's busy CPU time so far (/proc/stat, all cores), in ms. */
export function machineBusyMs(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const ticks = user! + nice! + system! + irq! + softirq! + steal!;
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}

export const loadavgText = (): string => readFileSync('/proc/loadavg', 'utf8').trim();

/** A cgroup parent for this bench alone: its cpuacct counts every box, spawner and the warm javac. */
export interface BenchCgroups {
  driver: CgroupDriver;
  /** CPU charged to the parent so far, in ms. */
  cpuMs(): number;
  /** Removes the (by then empty) parent groups. */
  remove(): void;
}

export function benchCgroups(): BenchCgroups {
  const root = process.env.JUDGE_CGROUP_ROOT ?? DEFAULT_CGROUP_ROOT;
  const version = detectCgroupVersion(root);
  const parent = `codedojo-bench-${process.pid}`;
  const driver = createCgroupDriver({ root, parent });
  if (!version || !driver) throw new Error('bench:judge needs cgroups (see checkSandbox)');
  const problem = driver.init();
  if (problem) throw new Error(problem);
  const dirs =
    version === 1
      ? ['memory', 'pids', 'cpuacct'].map((c) => `${root}/${c}/${parent}`)
      : [`${root}/${parent}`];
  return {
    driver,
    cpuMs: () =>
      version === 1
        ? readNumber(`${root}/cpuacct/${parent}/cpuacct.usage`) / 1e6
        : readKeyed(`${root}/${parent}/cpu.stat`, 'usage_usec') / 1000,
    remove() {
      for (const dir of dirs) {
        try {
          rmdirSync(dir);
        } catch {
          // Still busy or already gone: the judge's own stale-group sweep removes it later.
        }
      }
    },
  };
}

const QUIET_STEP_MS = 200;
/** At most this share of one core, over QUIET_STEP_MS, counts as quiet. */
const QUIET_SHARE = 0.05;
const QUIET_MAX_MS = 15_000;

/**
 * Waits until nothing of the bench's sandbox uses the CPU (at most QUIET_MAX_MS), and says how long
 * that took. The warm Java compiler's JIT threads go on compiling for about a second after its
 * warm-up returns, on the bench's cgroup: measured then, they were charged to the first language's
 * submissions and slowed them (Python's CPU ratio 2.3 instead of 1.8).
 */
export async function quietSandbox(cgroups: BenchCgroups): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = cgroups.cpuMs();
    await new Promise((resolve) => setTimeout(resolve, QUIET_STEP_MS));
    const elapsed = performance.now() - started;
    if (cgroups.cpuMs() - before <= QUIET_STEP_MS * QUIET_SHARE || elapsed >= QUIET_MAX_MS) return elapsed;
  }
}

/** Splits a phase's machine-wide CPU into ours and everybody else's. */
export class CpuWindow {
  private readonly start = { machine: machineBusyMs(), own: ownCpuMs(), children: childrenCpuMs() };

  constructor(
    private readonly cgroups: BenchCgroups,
    private readonly startBoxes = cgroups.cpuMs(),
    private readonly startedAt = performance.now(),
  ) {}

  /** Share of the machine's capacity (0..1) that other processes used during the window. */
  othersShare(): number {
    const elapsed = performance.now() - this.startedAt;
    const ours =
      ownCpuMs() -
      this.start.own +
      (childrenCpuMs() - this.start.children) +
      (this.cgroups.cpuMs() - this.startBoxes);
    const others = Math.max(0, machineBusyMs() - this.start.machine - ours);
    return others / (elapsed * availableParallelism());
  }
}
