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

/** The bare program and CodeDojo's box, alternating; `runs` of each after 3 warm-ups. */
export async function measureBoxCost(cgroups: BenchCgroups, runs: number): Promise<CostRow[]> {
  const slots = SlotPool.lease(cgroups.driver);
  try {
    const slot = (await slots.acquire()).resource;
    const box = python.box([], { cpuMs: 2000, wallMs: 5000, memoryMb: 256, fileSizeBytes: MB } as never);
    box.argv = [box.argv[0]!, ...PROGRAM.slice(1)];
    const bare: { wallMs: number; cpuMs: number }[] = [];
    const boxed: { wallMs: number; cpuMs: number; hostCpuMs: number }[] = [];
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
      // between tests); the bare program is timed once that is done, so it competes with nothing.
      await slot.spawner.settle();
      const floor = bareOnce();
      if (i < 3) continue;
      boxed.push(sample);
      bare.push(floor);
    }
    return [
      row('bare', bare),
      { ...row('CodeDojo box', boxed), hostCpuMs: mean(boxed.map((s) => s.hostCpuMs)) },
    ];
  } finally {
    await slots.close();
  }
}

function row(label: string, samples: { wallMs: number; cpuMs: number }[]): CostRow {
  return {
    label,
    wallMs: median(samples.map((s) => s.wallMs)),
    cpuMs: mean(samples.map((s) => s.cpuMs)),
  };
}

/** The isolate binary on PATH, or null. */
export function findIsolate(): string | null {
  const result = spawnSync('/bin/sh', ['-c', 'command -v isolate'], { encoding: 'utf8' });
  const path = result.stdout?.trim();
  return result.status === 0 && path ? path : null;
}

const BOX_ID = 97;

function isolate(binary: string, args: string[]): string {
  const result = spawnSync(binary, [`--box-id=${BOX_ID}`, ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`isolate ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** One run in an initialised box: wall as seen from here, CPU from isolate's meta file. */
function isolateRun(binary: string, meta: string): { cpuMs: number } {
  isolate(binary, ['--run', `--meta=${meta}`, '--processes=4', '--', ...PROGRAM]);
  const time = /^time:([\d.]+)$/m.exec(readFileSync(meta, 'utf8'))?.[1];
  return { cpuMs: Number(time ?? 0) * 1000 };
}

/** isolate with a fresh box per run, and with one standing box; `runs` of each. */
export function measureIsolate(binary: string, runs: number): CostRow[] {
  const dir = mkdtempSync(join(tmpdir(), 'codedojo-isolate-'));
  const meta = join(dir, 'meta');
  const fresh: { wallMs: number; cpuMs: number }[] = [];
  const standing: { wallMs: number; cpuMs: number }[] = [];
  try {
    isolate(binary, ['--cleanup']);
    for (let i = 0; i < runs + 3; i += 1) {
      const started = performance.now();
      isolate(binary, ['--init']);
      const { cpuMs } = isolateRun(binary, meta);
      isolate(binary, ['--cleanup']);
      if (i >= 3) fresh.push({ wallMs: performance.now() - started, cpuMs });
    }
    isolate(binary, ['--init']);
    for (let i = 0; i < runs + 3; i += 1) {
      const started = performance.now();
      const { cpuMs } = isolateRun(binary, meta);
      if (i >= 3) standing.push({ wallMs: performance.now() - started, cpuMs });
    }
    isolate(binary, ['--cleanup']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // isolate's CPU figure is the program's alone (its own setup is not in it).
  return [row('isolate init+run+cleanup', fresh), row('isolate run, standing box', standing)];
}
