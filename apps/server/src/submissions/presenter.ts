import type { JudgeResult } from '@codedojo/judge';
import { RESULT_TEXT_MAX } from '@codedojo/shared';

export const clip = (text: string | null | undefined) => {
  if (text === null || text === undefined) return null;
  if (text.length <= RESULT_TEXT_MAX) return text;
  return `${text.slice(0, RESULT_TEXT_MAX)}\n… (${text.length - RESULT_TEXT_MAX} more characters not shown)`;
};

/**
 * One test's result in the shape of spec section 3. A hidden test is summarised: its verdict,
 * time and memory, never its input, output or expected answer.
 */
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

export function presentTestResult(
  result: TestOutcome,
  index: number,
  options: { hidden: boolean; input?: string; compileOutput?: string | undefined },
) {
  const shown = !options.hidden;
  return {
    testCase: index + 1,
    passed: result.passed,
    status: result.status,
    hidden: options.hidden,
    input: shown ? clip(options.input) : null,
    stdout: shown ? clip(result.stdout) : null,
    stderr: shown ? clip(result.stderr) : null,
    expected: shown ? clip(result.expected) : null,
    compileOutput: clip(options.compileOutput) ?? null,
    message: result.message ?? null,
    time: `${result.timeMs ?? 0} ms`,
    memory: `${result.memoryKb ?? 0} KB`,
    timeMs: result.timeMs ?? 0,
    memoryKb: result.memoryKb ?? 0,
  };
}

export type PresentedTestResult = ReturnType<typeof presentTestResult>;

export function presentJudgeResult(result: JudgeResult, tests: { input: string; hidden: boolean }[]) {
  return {
    status: result.status,
    compileOutput: clip(result.compileOutput) ?? null,
    timeMs: result.timeMs,
    memoryKb: result.memoryKb,
    testCases: result.tests.map((test, index) =>
      presentTestResult(test, index, {
        hidden: tests[index]?.hidden ?? false,
        input: tests[index]?.input ?? '',
        compileOutput: result.compileOutput,
      }),
    ),
  };
}
