/**
 * Hostile workloads from issue 10 and a victim's trivial run, shared by src/fairness.test.ts and
 * `npm run bench:fairness`. A workload starts one owner's requests and returns their promise.
 */
import type { JudgeEngine, JudgeRequest, JudgeResult, Limits } from '../src/types.ts';

export const HOSTILE = 'user:hostile';
export const VICTIM = 'user:victim';

export const VICTIM_REQUEST: JudgeRequest = {
  language: 'PYTHON',
  source: 'print(int(input()) + 1)\n',
  tests: [{ input: '41\n', expected: '42' }],
  owner: VICTIM,
};

/** A trivial Java run: its compile must not wait behind another owner's slow compiles. */
export const VICTIM_JAVA_REQUEST: JudgeRequest = {
  language: 'JAVA',
  source:
    'public class Main { public static void main(String[] a) { System.out.println(new java.util.Scanner(System.in).nextInt() + 1); } }',
  tests: [{ input: '41\n', expected: '42' }],
  owner: VICTIM,
};

/** Nested generic ternaries: javac's inference takes over 10 s on this 2 KB source. */
export function slowJavaSource(depth = 6): string {
  const expression = (level: number): string =>
    level === 0 ? 'List.of(1)' : `(b ? id(${expression(level - 1)}) : id(${expression(level - 1)}))`;
  return [
    'import java.util.*;',
    'public class Main {',
    '  static boolean b = true;',
    '  static <T> T id(T t) { return t; }',
    '  public static void main(String[] args) {',
    `    var x = ${expression(depth)};`,
    '    System.out.println(x);',
    '  }',
    '}',
  ].join('\n');
}

export interface WorkloadSize {
  /** Tests of the sleeping request. */
  sleepingTests: number;
  /** CPU-heavy submissions and tests in each. */
  heavySubmits: number;
  heavyTests: number;
  /** Slow Java compiles, and their compile wall limit. */
  slowCompiles: number;
  compileWallMs?: number;
}

export interface Workload {
  name: string;
  start(engine: JudgeEngine, size: WorkloadSize): Promise<JudgeResult[]>;
}

const judgeAll = (engine: JudgeEngine, requests: JudgeRequest[]) =>
  Promise.all(requests.map((request) => engine.judge(request)));

const sleeping: Workload = {
  name: 'one run whose every test sleeps',
  start: (engine, size) =>
    judgeAll(engine, [
      {
        language: 'PYTHON',
        source: 'import time\ntime.sleep(600)\n',
        tests: Array.from({ length: size.sleepingTests }, (_, index) => ({ input: `${index}\n` })),
        owner: HOSTILE,
      },
    ]),
};

const cpuHeavy: Workload = {
  name: 'CPU-heavy submits',
  start: (engine, size) =>
    judgeAll(
      engine,
      Array.from({ length: size.heavySubmits }, () => ({
        language: 'PYTHON',
        // About 0.3 s of CPU per test.
        source: 'x = 0\nfor i in range(3_000_000):\n    x += i\nprint(x)\n',
        tests: Array.from({ length: size.heavyTests }, (_, index) => ({ input: `${index}\n` })),
        owner: HOSTILE,
      })),
    ),
};

const slowCompiles: Workload = {
  name: 'slow Java compiles',
  start: (engine, size) => {
    const limits: Partial<Limits> = size.compileWallMs ? { compileWallMs: size.compileWallMs } : {};
    return judgeAll(
      engine,
      Array.from({ length: size.slowCompiles }, () => ({
        language: 'JAVA',
        source: slowJavaSource(),
        tests: [{ input: '' }],
        limits,
        owner: HOSTILE,
      })),
    );
  },
};

const everything: Workload = {
  name: 'all three at once',
  start: async (engine, size) =>
    (
      await Promise.all([sleeping, cpuHeavy, slowCompiles].map((workload) => workload.start(engine, size)))
    ).flat(),
};

export const WORKLOADS = { sleeping, cpuHeavy, slowCompiles, everything };

/** Wall milliseconds of one victim run; throws if it was not Accepted. */
export async function victimLatency(engine: JudgeEngine, victim = VICTIM_REQUEST): Promise<number> {
  const started = performance.now();
  const result = await engine.judge(victim);
  const elapsed = performance.now() - started;
  if (result.status !== 'Accepted') throw new Error(`victim run: ${result.status} ${JSON.stringify(result)}`);
  return elapsed;
}

/** The victim's median latency over `runs` runs on an otherwise idle judge. */
export async function idleLatency(engine: JudgeEngine, victim = VICTIM_REQUEST, runs = 3): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await victimLatency(engine, victim));
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** How long the hostile owner gets before the victim arrives: enough to fill every slot. */
export const HEAD_START_MS = 700;

/** Starts `workload`, lets it fill the judge, then times the victim's run under it. */
export async function underAttack(
  engine: JudgeEngine,
  workload: Workload,
  size: WorkloadSize,
  victim = VICTIM_REQUEST,
): Promise<{ latencyMs: number; hostile: Promise<JudgeResult[]> }> {
  const hostile = workload.start(engine, size);
  await new Promise((resolve) => setTimeout(resolve, HEAD_START_MS));
  const latencyMs = await victimLatency(engine, victim);
  return { latencyMs, hostile };
}
