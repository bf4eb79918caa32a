/**
 * npm run bench:fairness — issue 10's goal: whatever one account does, another user's trivial run
 * finishes within 2 s of its idle time. For each hostile workload (one run whose 20 tests sleep,
 * 20 CPU-heavy submits, 3 Java compiles that javac cannot finish in its 10 s, and all of them at
 * once) it prints the victim's trivial Python run alone (median of 3) and under the attack (for the
 * slow compiles also a trivial Java run), and exits 1 when any attack costs the victim 2 s or more.
 */
import { availableParallelism, loadavg } from 'node:os';
import { LocalSandboxEngine } from '../src/engine.ts';
import { checkSandbox } from '../src/sandbox/check.ts';
import {
  idleLatency,
  underAttack,
  VICTIM_JAVA_REQUEST,
  VICTIM_REQUEST,
  WORKLOADS,
  type WorkloadSize,
} from '../test/fairness-workloads.ts';

const GOAL_MS = 2000;
const SIZE: WorkloadSize = {
  sleepingTests: 20,
  heavySubmits: Number(process.env.BENCH_HEAVY_SUBMITS) || 20,
  heavyTests: 4,
  slowCompiles: 3,
};

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const check = await checkSandbox();
  if (!check.ok) {
    console.error(`bench:fairness: ${check.message}`);
    process.exit(2);
  }
  const engine = new LocalSandboxEngine();
  await engine.warmUp();
  console.log(`bench:fairness — ${availableParallelism()} cores, ${check.message}`);
  console.log(`load average at start: ${load()}`);
  console.log(
    'workload                                 victim idle   under attack   extra    hostile done   goal (< idle + 2 s)',
  );
  let missed = 0;
  const cases = [
    ...Object.values(WORKLOADS).map((workload) => ({
      workload,
      victim: VICTIM_REQUEST,
      label: workload.name,
    })),
    {
      workload: WORKLOADS.slowCompiles,
      victim: VICTIM_JAVA_REQUEST,
      label: `${WORKLOADS.slowCompiles.name} (Java victim)`,
    },
  ];
  for (const { workload, victim, label } of cases) {
    const idle = await idleLatency(engine, victim);
    const started = performance.now();
    const { latencyMs, hostile } = await underAttack(engine, workload, SIZE, victim);
    await hostile;
    const hostileMs = performance.now() - started;
    const ok = latencyMs < idle + GOAL_MS;
    if (!ok) missed += 1;
    console.log(
      [
        label.padEnd(40),
        `${Math.round(idle)} ms`.padStart(11),
        `${Math.round(latencyMs)} ms`.padStart(14),
        `${Math.round(latencyMs - idle)} ms`.padStart(8),
        `${(hostileMs / 1000).toFixed(1)} s`.padStart(14),
        `   ${ok ? 'met' : 'MISSED'}`,
      ].join(' '),
    );
  }
  console.log(`load average at end: ${load()}`);
  await engine.close();
  if (missed > 0) {
    console.error(`bench:fairness: the 2 s goal was missed in ${missed} workload(s)`);
    process.exit(1);
  }
}

void main();
