import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { python } from '../src/languages/python.ts';
import { MB } from '../src/languages/runtime.ts';
import { type RunLimits, runInBox } from '../src/sandbox/run.ts';
import { SlotPool } from '../src/sandbox/slots.ts';
import { type BenchCgroups, childrenCpuMs, ownCpuMs } from './cpu.ts';

/**
 * What one box costs over the bare program, on `python3 -c pass`: the bare program from this
 * process, CodeDojo's box (runInBox on a slot of its own), and, when an `isolate` binary is on
 * PATH, isolate with a fresh box per run (init + run + cleanup, as Judge0 and CMS use it) and
 * with one standing box.
 */

export interface CostRow {
  label: string;
  wallMs: number;
  cpuMs: number;
  /** The judge process's own CPU per run (CodeDojo's box only). */
  hostCpuMs?: number;
  /** The program's own CPU as the sandbox reports it (isolate only). */
  programCpuMs?: number;
}

const PROGRAM = ['/usr/bin/python3', '-c', 'pass'];
const LIMITS: RunLimits = {
  cpuMs: 2000,
  wallMs: 5000,
  memoryBytes: 256 * MB,
  processes: 32,
  stdoutBytes: MB,
  stderrBytes: MB,
  fileSizeBytes: MB,
  stackBytes: 64 * MB,
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

function bareOnce(): { wallMs: number; cpuMs: number } {
  const cpu = childrenCpuMs();
  const started = performance.now();
  const result = spawnSync(PROGRAM[0]!, PROGRAM.slice(1), { env: {}, stdio: 'ignore' });
  const wallMs = performance.now() - started;
  if (result.status !== 0) throw new Error('bare python3 -c pass failed');
  return { wallMs, cpuMs: childrenCpuMs() - cpu };
}

/**
 * The bare program, CodeDojo's box and (with an isolate binary) isolate's fresh and standing
 * boxes, taken in turn in every round so a burst of other work slows them alike; `runs` rounds
 * after 3 warm-ups.
 */
export async function measureBoxCost(
  cgroups: BenchCgroups,
  runs: number,
  isolateBinary: string | null = null,
): Promise<CostRow[]> {
  const slots = SlotPool.lease(cgroups.driver);
  const isolate = isolateBinary ? new Isolate(isolateBinary) : null;
  try {
    const slot = (await slots.acquire()).resource;
    const box = python.box([], { cpuMs: 2000, wallMs: 5000, memoryMb: 256, fileSizeBytes: MB } as never);
    box.argv = [box.argv[0]!, ...PROGRAM.slice(1)];
    const bare: Sample[] = [];
    const boxed: (Sample & { hostCpuMs: number })[] = [];
    const fresh: Sample[] = [];
    const standing: Sample[] = [];
    isolate?.initStanding();
    for (let i = 0; i < runs + 3; i += 1) {
      const cpu = cgroups.cpuMs();
      const host = ownCpuMs();
      const started = performance.now();
      const outcome = await runInBox({ box, stdin: '', limits: LIMITS, slot });
      const wallMs = performance.now() - started;
      if (outcome.exitCode !== 0)
        throw new Error(`boxed python3 -c pass failed: ${outcome.internalError ?? outcome.stderr}`);
      const sample = { wallMs, cpuMs: cgroups.cpuMs() - cpu, hostCpuMs: ownCpuMs() - host };
      // The slot now starts the next box ahead (overlapping the run just measured, as it does
      // between tests); the others are timed once that is done, so they compete with nothing.
      await slot.spawner.settle();
      const floor = bareOnce();
      const isolateFresh = isolate?.freshRun();
      const isolateStanding = isolate?.standingRun();
      if (i < 3) continue;
      boxed.push(sample);
      bare.push(floor);
      if (isolateFresh) fresh.push(isolateFresh);
      if (isolateStanding) standing.push(isolateStanding);
    }
    const rows = [
      row('bare', bare),
      { ...row('CodeDojo box', boxed), hostCpuMs: mean(boxed.map((s) => s.hostCpuMs)) },
    ];
    if (isolate)
      rows.push(row('isolate init+run+cleanup', fresh), row('isolate run, standing box', standing));
    return rows;
  } finally {
    isolate?.close();
    await slots.close();
  }
}

interface Sample {
  wallMs: number;
  cpuMs: number;
  /** The program's own CPU as the sandbox reports it (isolate's meta file). */
  programCpuMs?: number;
}

function row(label: string, samples: Sample[]): CostRow {
  const program = samples.flatMap((s) => (s.programCpuMs === undefined ? [] : [s.programCpuMs]));
  return {
    label,
    wallMs: median(samples.map((s) => s.wallMs)),
    cpuMs: mean(samples.map((s) => s.cpuMs)),
    ...(program.length > 0 ? { programCpuMs: mean(program) } : {}),
  };
}

/** The isolate binary on PATH, or null. */
export function findIsolate(): string | null {
  const result = spawnSync('/bin/sh', ['-c', 'command -v isolate'], { encoding: 'utf8' });
  const path = result.stdout?.trim();
  return result.status === 0 && path ? path : null;
}

/** Box ids for the two isolate modes; scripts/build-isolate.sh configures 100 boxes. */
const FRESH_BOX_ID = 97;
const STANDING_BOX_ID = 98;

/**
 * isolate as Judge0 and CMS drive it: control groups on (`--cg`, memory limit through the
 * group), a process limit, an empty environment. CPU counts every isolate process (its own
 * set-up and clean-up, the keeper, the proxy and the program: all reaped by the isolate
 * process this one waits for), like the CodeDojo box's cgroup figure; the program's own CPU
 * from isolate's meta file is kept beside it.
 */
class Isolate {
  private readonly dir = mkdtempSync(join(tmpdir(), 'codedojo-isolate-'));
  private readonly meta = join(this.dir, 'meta');

  constructor(private readonly binary: string) {
    this.call(FRESH_BOX_ID, ['--cleanup']);
    this.call(STANDING_BOX_ID, ['--cleanup']);
  }

  initStanding(): void {
    this.call(STANDING_BOX_ID, ['--init']);
  }

  /** init + run + cleanup of a fresh box. */
  freshRun(): Sample {
    return this.timed(() => {
      this.call(FRESH_BOX_ID, ['--init']);
      this.run(FRESH_BOX_ID);
      this.call(FRESH_BOX_ID, ['--cleanup']);
    });
  }

  /** One run in the box initialised once by initStanding. */
  standingRun(): Sample {
    return this.timed(() => this.run(STANDING_BOX_ID));
  }

  close(): void {
    this.call(FRESH_BOX_ID, ['--cleanup']);
    this.call(STANDING_BOX_ID, ['--cleanup']);
    rmSync(this.dir, { recursive: true, force: true });
  }

  private timed(work: () => void): Sample {
    const cpu = childrenCpuMs();
    const started = performance.now();
    work();
    const wallMs = performance.now() - started;
    return { wallMs, cpuMs: childrenCpuMs() - cpu, programCpuMs: this.programCpuMs() };
  }

  private run(boxId: number): void {
    this.call(boxId, [
      '--run',
      `--meta=${this.meta}`,
      '--processes=32',
      `--cg-mem=${(256 * MB) / 1024}`,
      `--time=${LIMITS.cpuMs / 1000}`,
      `--wall-time=${LIMITS.wallMs / 1000}`,
      '--',
      ...PROGRAM,
    ]);
  }

  private programCpuMs(): number {
    const time = /^time:([\d.]+)$/m.exec(readFileSync(this.meta, 'utf8'))?.[1];
    return Number(time ?? 0) * 1000;
  }

  private call(boxId: number, args: string[]): void {
    const result = spawnSync(this.binary, ['--cg', `--box-id=${boxId}`, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (result.status !== 0) throw new Error(`isolate ${args.join(' ')} failed: ${result.stderr}`);
  }
}
