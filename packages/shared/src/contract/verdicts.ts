/** The judge's verdicts: a test's and a submission's final status (spec section 3). */
export const VERDICTS = {
  ACCEPTED: 'Accepted',
  WRONG_ANSWER: 'Wrong Answer',
  TIME_LIMIT_EXCEEDED: 'Time Limit Exceeded',
  MEMORY_LIMIT_EXCEEDED: 'Memory Limit Exceeded',
  RUNTIME_ERROR: 'Runtime Error',
  OUTPUT_LIMIT_EXCEEDED: 'Output Limit Exceeded',
  COMPILATION_ERROR: 'Compilation Error',
  /** The judge's own failure, never the user's: it counts nowhere (decision 0011). */
  INTERNAL_ERROR: 'Internal Error',
} as const;

export type Verdict = (typeof VERDICTS)[keyof typeof VERDICTS];
export const VERDICT_LIST = Object.values(VERDICTS) as [Verdict, ...Verdict[]];
