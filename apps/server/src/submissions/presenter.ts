import type { JudgeResult, TestResult } from '@codedojo/judge';
import {
  type ExecutionResult,
  RESULT_TEXT_MAX,
  type TestResult as TestResultView,
  type Verdict,
} from '@codedojo/shared';
import { isVisibleTest } from '../problems/test-visibility.ts';

/** U+2400 SYMBOL FOR NULL: shown where a program wrote NUL, which PostgreSQL text cannot hold. */
const NUL_SYMBOL = '\u2400';

/** Text fit for a response and for storage: NUL made visible, and long text cut with a note. */
export const clip = (text: string | null | undefined) => {
  if (text === null || text === undefined) return null;
  const safe = text.replaceAll('\0', NUL_SYMBOL);
  if (safe.length <= RESULT_TEXT_MAX) return safe;
  return `${safe.slice(0, RESULT_TEXT_MAX)}\n… (${safe.length - RESULT_TEXT_MAX} more characters not shown)`;
};

/** A test as the presenter needs it; `hidden` travels with it from the database. */
export type PresentedTest = { input: string; hidden: boolean };

/** A test's outcome, fresh from the judge or read back from its stored row. */
type TestOutcome = {
  passed: boolean;
  status: string;
  timeMs: number | null;
  memoryKb: number | null;
  stdout: string | null;
  stderr: string | null;
  expected: string | null;
  message?: string | null | undefined;
};

/**
 * One test's result in the shape of spec section 3. A hidden test (or one whose entry is
 * missing) is summarised: its verdict, time and memory only; nothing derived from its input
 * (no input, output, expected answer, message or exit code).
 */
export function presentTestResult(
  result: TestOutcome,
  index: number,
  test: PresentedTest | undefined,
  compileOutput?: string,
): TestResultView {
  const shown = isVisibleTest(test);
  return {
    testCase: index + 1,
    passed: result.passed,
    // Stored rows hold the judge's verdicts as text.
    status: result.status as Verdict,
    hidden: !shown,
    input: shown ? clip(test?.input) : null,
    stdout: shown ? clip(result.stdout) : null,
    stderr: shown ? clip(result.stderr) : null,
    expected: shown ? clip(result.expected) : null,
    // From the source alone (the compiler, or the parse-only box), never from a test's run.
    compileOutput: clip(compileOutput) ?? null,
    message: shown ? (clip(result.message) ?? null) : null,
    time: `${result.timeMs ?? 0} ms`,
    memory: `${result.memoryKb ?? 0} KB`,
    timeMs: result.timeMs ?? 0,
    memoryKb: result.memoryKb ?? 0,
  };
}

export function presentJudgeResult(result: JudgeResult, tests: PresentedTest[]): ExecutionResult {
  return {
    status: result.status,
    compileOutput: clip(result.compileOutput) ?? null,
    timeMs: result.timeMs,
    memoryKb: result.memoryKb,
    testCases: result.tests.map((test, index) =>
      presentTestResult(test, index, tests[index], result.compileOutput),
    ),
  };
}

/** A result row as stored: a hidden test keeps nothing but its verdict, time and memory. */
export function storedTestResult(
  result: TestResult,
  test: PresentedTest | undefined,
  compileOutput?: string,
) {
  const shown = isVisibleTest(test);
  return {
    passed: result.passed,
    status: result.status,
    stdout: shown ? clip(result.stdout) : null,
    stderr: shown ? clip(result.stderr) : null,
    compileOutput: clip(compileOutput),
    expected: shown ? clip(result.expected) : null,
    timeMs: result.timeMs,
    memoryKb: result.memoryKb,
  };
}
