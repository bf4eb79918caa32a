/**
 * How runs become results (verdict.ts holds the verdict list itself): a run's verdict by the
 * limits it hit, the empty results of tests that never ran, and a request's summary.
 */
import type { Language } from '@codedojo/shared';
import { compareOutput } from './compare.ts';
import type { LanguageRuntime } from './languages/runtime.ts';
import type { RunOutcome } from './sandbox/run.ts';
import type { JudgeResult, Limits, TestCaseInput, TestResult } from './types.ts';
import { overallVerdict, VERDICTS, type Verdict } from './verdict.ts';

const SIGNAL_NAMES: Record<number, string> = {
  4: 'SIGILL',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  13: 'SIGPIPE',
  24: 'SIGXCPU',
  25: 'SIGXFSZ',
  31: 'SIGSYS',
};
const SIGXFSZ = 25;

/** Turns one run into a verdict. Limits come first: a program killed for a limit failed for that reason. */
export function classify(
  runtime: LanguageRuntime,
  outcome: RunOutcome,
  test: TestCaseInput,
  limits: Limits,
): TestResult {
  const stdout = outcome.stdout.toString('utf8');
  const stderr = outcome.stderr.toString('utf8');
  const expected = typeof test.expected === 'string' ? test.expected : null;
  const result = (status: Verdict, message?: string): TestResult => ({
    status,
    passed: status === VERDICTS.ACCEPTED,
    stdout,
    stderr,
    expected,
    timeMs: outcome.cpuMs,
    memoryKb: outcome.memoryKb,
    wallMs: outcome.wallMs,
    exitCode: outcome.exitCode,
    ...(message ? { message } : {}),
  });

  if (outcome.internalError) return result(VERDICTS.INTERNAL_ERROR, outcome.internalError);
  if (outcome.termination === 'output') {
    return result(VERDICTS.OUTPUT_LIMIT_EXCEEDED, `More than ${limits.stdoutBytes} bytes of output`);
  }
  if (outcome.termination === 'cpu')
    return result(VERDICTS.TIME_LIMIT_EXCEEDED, `CPU time over ${runtime.cpuMs(limits)} ms`);
  if (outcome.termination === 'wall') {
    return result(
      VERDICTS.TIME_LIMIT_EXCEEDED,
      `Wall-clock time over ${outcome.wallMs} ms (sleeping or waiting)`,
    );
  }
  if (outcome.termination === 'memory' || runtime.outOfMemory(stderr)) {
    return result(VERDICTS.MEMORY_LIMIT_EXCEEDED, `Memory over ${limits.memoryMb} MB`);
  }
  if (outcome.signal === SIGXFSZ) {
    return result(VERDICTS.RUNTIME_ERROR, `File size limit exceeded (${limits.fileSizeBytes} bytes)`);
  }
  if (outcome.signal !== null) {
    return result(
      VERDICTS.RUNTIME_ERROR,
      `Killed by ${SIGNAL_NAMES[outcome.signal] ?? `signal ${outcome.signal}`}`,
    );
  }
  if (outcome.exitCode !== 0) return result(VERDICTS.RUNTIME_ERROR, `Exited with code ${outcome.exitCode}`);
  if (expected === null) return result(VERDICTS.ACCEPTED);
  return result(compareOutput(stdout, expected) ? VERDICTS.ACCEPTED : VERDICTS.WRONG_ANSWER);
}

/** A test that produced nothing (not compiled, or not run): nothing measured. */
function emptyResult(test: TestCaseInput, status: Verdict, message?: string): TestResult {
  return {
    status,
    passed: false,
    stdout: '',
    stderr: '',
    expected: typeof test.expected === 'string' ? test.expected : null,
    timeMs: 0,
    memoryKb: 0,
    wallMs: 0,
    exitCode: null,
    ...(message ? { message } : {}),
  };
}

/** A test left out (see runTestsFairly): a time limit failure with the reason, nothing measured. */
export function notRun(test: TestCaseInput, message: string): TestResult {
  return emptyResult(test, VERDICTS.TIME_LIMIT_EXCEEDED, message);
}

export function compilationError(language: Language, output: string, tests: TestCaseInput[]): JudgeResult {
  return {
    status: VERDICTS.COMPILATION_ERROR,
    language,
    compileOutput: output,
    tests: tests.map((test) => emptyResult(test, VERDICTS.COMPILATION_ERROR)),
    timeMs: 0,
    memoryKb: 0,
  };
}

/** A failure of the judge or of the request, not of the program. */
export function failure(language: Language | null, message: string): JudgeResult {
  return { status: VERDICTS.INTERNAL_ERROR, language, tests: [], timeMs: 0, memoryKb: 0, message };
}

/** The request's result from its tests': the first failing verdict, the largest time and memory. */
export function summarize(language: Language, tests: TestResult[]): JudgeResult {
  return {
    status: overallVerdict(tests),
    language,
    tests,
    timeMs: Math.max(0, ...tests.map((test) => test.timeMs)),
    memoryKb: Math.max(0, ...tests.map((test) => test.memoryKb)),
  };
}
