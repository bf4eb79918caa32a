/**
 * The judge's verdicts: a test's and a submission's final status (spec section 3). Internal
 * Error is the judge's own failure, never the user's: it counts nowhere (decision 0011).
 */
export const VERDICT_LIST = [
  'Accepted',
  'Wrong Answer',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Runtime Error',
  'Output Limit Exceeded',
  'Compilation Error',
  'Internal Error',
] as const;

export type Verdict = (typeof VERDICT_LIST)[number];
