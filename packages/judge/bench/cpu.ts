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

export interface Quiet {
  /** Steps of this length… */
  stepMs: number;
  /** …in which `cpuMs` grows by at most this many ms of CPU per ms count as quiet. */
  maxCpuPerMs: number;
  /** Gives up waiting after this long. */
  maxMs: number;
}

/**
 * Waits until a CPU counter (ms) hardly moves over one step, at most `maxMs`; resolves to how long
 * that took. The benches use it so that work still going on from their warm-up (the warm Java
 * compiler's JIT threads, about a second after its warm-up returns) is not measured as theirs.
 */
export async function untilQuiet(
  cpuMs: () => number,
  quiet: Quiet,
  since = performance.now(),
): Promise<number> {
  for (;;) {
    const before = cpuMs();
    await new Promise((resolve) => setTimeout(resolve, quiet.stepMs));
    const elapsed = performance.now() - since;
    if (cpuMs() - before <= quiet.stepMs * quiet.maxCpuPerMs || elapsed >= quiet.maxMs) return elapsed;
  }
}

/**
 * Waits until nothing of the bench's sandbox uses the CPU (5 % of one core over 200 ms, at most
 * 15 s). Measured before, the JIT threads were charged to the first language's submissions and
 * slowed them (Python's CPU ratio 2.3 instead of 1.8).
 */
export const quietSandbox = (cgroups: BenchCgroups) =>
  untilQuiet(() => cgroups.cpuMs(), { stepMs: 200, maxCpuPerMs: 0.05, maxMs: 15_000 });

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
