import { JUDGE_SCHEDULING_MESSAGES } from '@codedojo/shared';
import type { BoxFile, LanguageRuntime } from './languages/runtime.ts';
import type { Grant } from './sandbox/fair-scheduler.ts';
import { type RunLimits, type RunOutcome, type RunRequest, runInBox } from './sandbox/run.ts';
import type { Slot, SlotPool } from './sandbox/slots.ts';
import type { StandbyPlan } from './sandbox/spawner.ts';
import type { Limits, TestCaseInput } from './types.ts';

/** A test either ran, or was not run for the reason given. */
export type TestRun = { outcome: RunOutcome } | { notRun: string };

export interface TestRunPlan {
  runtime: LanguageRuntime;
  files: BoxFile[];
  tests: TestCaseInput[];
  limits: Limits;
  slots: SlotPool;
  owner: string;
  /** Called as each test's run ends (or is left out), in finishing order. */
  onRun?: (index: number, run: TestRun) => void;
}

/** How often a preempted run's box is killed again, until its run has ended (it may still be starting). */
const PREEMPT_KILL_EVERY_MS = 20;

/**
 * Runs a request's tests on the owner's fair share of the slots. The request has one wall-clock
 * budget: each test's CPU limit plus one test's wall limit. A test never gets more wall time than
 * the budget has left, and once a test was stopped on wall time while waiting (it slept: see `waited`) the tests
 * not yet started are not run: the submission has failed already, and a program that sleeps on
 * every input cannot hold a slot for the wall limit times the number of tests.
 */
export async function runTestsFairly(plan: TestRunPlan): Promise<TestRun[]> {
  const { runtime, tests, limits } = plan;
  // Largest inputs first (longest-processing-time order): the slots then finish close together
  // instead of one running the biggest test alone at the end. Results keep the tests' order.
  const order = tests
    .map((_, index) => index)
    .sort((a, b) => tests[b]!.input.length - tests[a]!.input.length);
  const budgetMs = limits.wallMs + tests.length * runtime.cpuMs(limits);
  // toStart: tests whose box has not started yet; running: this request's boxes running now.
  const state = { spentMs: 0, stopped: null as string | null, toStart: tests.length, running: 0 };
  const testWallMs = runLimits(runtime, limits).wallMs;
  const runs: TestRun[] = new Array(tests.length);

  const runOne = async (test: TestCaseInput): Promise<TestRun> => {
    for (let attempt = 0; ; attempt += 1) {
      if (state.stopped) return { notRun: state.stopped };
      // A preempted run asks again ahead of the owner's other tests.
      const grant = await plan.slots.acquire(plan.owner, { preemptible: true, first: attempt > 0 });
      try {
        if (state.stopped) return { notRun: state.stopped };
        if (grant.preempted) continue;
        const wallMs = Math.min(testWallMs, budgetMs - state.spentMs);
        if (wallMs <= 0) {
          state.stopped = JUDGE_SCHEDULING_MESSAGES.notRunBudgetSpent(Math.round(budgetMs / 1000));
          return { notRun: state.stopped };
        }
        state.toStart -= 1;
        const standbyNext = standbyPlan(state.toStart, state.running);
        state.running += 1;
        const outcome = await runPreemptible(grant, {
          ...boxRequest(plan, test, grant.resource, wallMs),
          standbyNext,
        }).finally(() => {
          state.running -= 1;
        });
        if (grant.preempted) {
          state.toStart += 1;
          continue;
        }
        state.spentMs += outcome.wallMs;
        if (outcome.termination === 'wall' && waited(outcome, runtime.cpuMs(limits))) {
          state.stopped ??=
            wallMs < testWallMs
              ? JUDGE_SCHEDULING_MESSAGES.notRunBudgetSpent(Math.round(budgetMs / 1000))
              : JUDGE_SCHEDULING_MESSAGES.notRunAfterWallLimit;
        }
        return { outcome };
      } finally {
        plan.slots.release(grant);
      }
    }
  };

  await Promise.all(
    order.map(async (index) => {
      runs[index] = await runOne(tests[index]!);
      plan.onRun?.(index, runs[index]);
    }),
  );
  return runs;
}

/**
 * Whether a slot starting one of this request's tests should make the same box ready for its next
 * run. A standby holds this program's files, so only a run of the same program can take it:
 * - `ahead`, while tests of the request are left over once its other running boxes have taken one;
 * - `after` the request's last test: one box for a next request of the same program (Run, then
 *   Submit of the same code), started once the verdict has had the cores to itself, and not at
 *   all if another request comes to the slot first.
 * Any other slot ending a request leaves none: each standby nobody takes is a whole box's start-up
 * and tear-down, on the cores the verdict is being written on.
 */
export const standbyPlan = (testsToStart: number, othersRunning: number): StandbyPlan => {
  if (testsToStart === 0) return 'after';
  return testsToStart > othersRunning ? 'ahead' : 'none';
};

/**
 * Whether a test stopped on wall time was waiting (it slept or blocked) rather than computing on
 * a loaded machine: it used under a quarter of its CPU limit. Only a waiting test stops the rest
 * of its request, so how busy the machine is never decides which tests run.
 */
export const waited = (outcome: Pick<RunOutcome, 'cpuMs'>, cpuLimitMs: number) =>
  outcome.cpuMs * 4 < cpuLimitMs;

function boxRequest(plan: TestRunPlan, test: TestCaseInput, slot: Slot, wallMs: number): RunRequest {
  const { runtime, files, limits } = plan;
  return {
    box: runtime.box(files, limits),
    stdin: test.input,
    slot,
    limits: { ...runLimits(runtime, limits), wallMs },
  };
}

/** One test's limits; the request's wall budget may lower `wallMs` (see runTestsFairly). */
export function runLimits(runtime: LanguageRuntime, limits: Limits): RunLimits {
  return {
    cpuMs: runtime.cpuMs(limits),
    // The JVM's start-up allowance stretches the wall limit by the same amount.
    wallMs: limits.wallMs + runtime.cpuMs(limits) - limits.cpuMs,
    memoryBytes: runtime.cgroupMemoryBytes(limits),
    processes: limits.processes,
    stdoutBytes: limits.stdoutBytes,
    stderrBytes: limits.stderrBytes,
    fileSizeBytes: limits.fileSizeBytes,
    stackBytes: runtime.stackBytes,
  };
}

/** Runs one box; if the grant is preempted meanwhile, kills the box (its outcome is then thrown away). */
async function runPreemptible(grant: Grant<Slot>, request: RunRequest): Promise<RunOutcome> {
  let settled = false;
  let killer: ReturnType<typeof setInterval> | undefined;
  const run = runInBox(request).finally(() => {
    settled = true;
    clearInterval(killer);
  });
  grant.whenPreempted(() => {
    if (settled) return;
    void grant.resource.killCurrentRun();
    killer = setInterval(() => void grant.resource.killCurrentRun(), PREEMPT_KILL_EVERY_MS);
  });
  return run;
}
