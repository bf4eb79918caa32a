/**
 * Judge scheduling (issue 10, docs/decisions/0010-judge-fairness.md): who a judge request is
 * charged to, and the fixed texts the judge gives when scheduling cuts a request short.
 */

/** Owner of judge requests that carry none (scripts, anonymous callers). */
export const JUDGE_OWNER_ANONYMOUS = 'anonymous';
/** Owner of the reference checks run when a problem is created or updated. */
export const JUDGE_OWNER_CATALOGUE = 'catalogue';
/** Owner prefix for a signed-in user's runs and submits: `user:<id>`. */
export const judgeOwnerOfUser = (userId: string | number): string => `user:${userId}`;

export const JUDGE_SCHEDULING_MESSAGES = {
  compileTimedOut: (seconds: number) =>
    `Compilation timed out after ${seconds} s: the compiler was stopped. Simplify the program (deeply nested generic expressions are slow to compile).`,
  notRunAfterWallLimit: 'Not run: an earlier test of this submission exceeded the wall-clock limit',
  notRunBudgetSpent: (seconds: number) =>
    `Not run: this submission used up its wall-clock budget of ${seconds} s`,
} as const;
