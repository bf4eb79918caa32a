export const VERDICTS = {
  ACCEPTED: 'Accepted',
  WRONG_ANSWER: 'Wrong Answer',
  TIME_LIMIT_EXCEEDED: 'Time Limit Exceeded',
  MEMORY_LIMIT_EXCEEDED: 'Memory Limit Exceeded',
  RUNTIME_ERROR: 'Runtime Error',
  OUTPUT_LIMIT_EXCEEDED: 'Output Limit Exceeded',
  COMPILATION_ERROR: 'Compilation Error',
  INTERNAL_ERROR: 'Internal Error',
} as const;

export type Verdict = (typeof VERDICTS)[keyof typeof VERDICTS];

/** Accepted only when every test passed; otherwise the first failing test's verdict. */
export function overallVerdict(tests: { status: Verdict }[]): Verdict {
  const failed = tests.find((test) => test.status !== VERDICTS.ACCEPTED);
  if (failed) return failed.status;
  return VERDICTS.ACCEPTED;
}
