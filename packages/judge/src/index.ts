export { compareOutput, normalizeOutput } from './compare.ts';
export { type LocalEngineOptions, LocalSandboxEngine } from './engine.ts';
export { DEFAULT_LIMITS, MAX_LIMITS, resolveLimits } from './limits.ts';
export { isAlive, type PidLock, takePidLock } from './pid-lock.ts';
export { createJudgeQueue, type JudgeQueue, type JudgeQueueOptions } from './queue/index.ts';
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
