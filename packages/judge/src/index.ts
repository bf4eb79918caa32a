import { LocalSandboxEngine } from './engine.ts';
import type { JudgeRequest, JudgeResult } from './types.ts';

export { compareOutput, normalizeOutput } from './compare.ts';
export { type LocalEngineOptions, LocalSandboxEngine } from './engine.ts';
export { DEFAULT_LIMITS, MAX_LIMITS, resolveLimits } from './limits.ts';
export { createJudgeQueue, type JudgeQueue, type JudgeQueueOptions } from './queue/index.ts';
export { isAlive, type PidLock, takePidLock } from './pid-lock.ts';
export { checkSandbox, type SandboxCheck } from './sandbox/check.ts';
export type {
  JudgeEngine,
  JudgeHooks,
  JudgeRequest,
  JudgeResult,
  Limits,
  TestCaseInput,
  TestResult,
} from './types.ts';
export { overallVerdict, VERDICTS, type Verdict } from './verdict.ts';

let defaultEngine: LocalSandboxEngine | undefined;

/** Judges one submission on this machine, through the process-wide engine and core limiter. */
export function judge(request: JudgeRequest): Promise<JudgeResult> {
  defaultEngine ??= new LocalSandboxEngine();
  return defaultEngine.judge(request);
}

/** Stops the default engine's warm Java compiler (for scripts and tests that used `judge`). */
export async function closeDefaultEngine(): Promise<void> {
  const engine = defaultEngine;
  defaultEngine = undefined;
  await engine?.close();
}
