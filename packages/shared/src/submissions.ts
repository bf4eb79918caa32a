/**
 * Submissions as records (issue 11): the states a submission passes through before its verdict,
 * the queue's limits, and the events of GET /submissions/:id/events.
 */
export const SUBMISSION_PENDING = ['Queued', 'Compiling', 'Running'] as const;
export type PendingStatus = (typeof SUBMISSION_PENDING)[number];
export const QUEUED: PendingStatus = 'Queued';
export const COMPILING: PendingStatus = 'Compiling';
export const RUNNING: PendingStatus = 'Running';
export const INTERNAL_ERROR = 'Internal Error';

export function isPendingStatus(status: string): status is PendingStatus {
  return (SUBMISSION_PENDING as readonly string[]).includes(status);
}

/** Statuses that never count in stats, success rate or the leaderboard: unfinished, or the judge's own failure. */
export const UNCOUNTED_STATUSES: readonly string[] = [...SUBMISSION_PENDING, INTERNAL_ERROR];

export const JUDGE_QUEUE = {
  /** A job is judged at most this many times (a worker dying mid-way spends one). */
  maxAttempts: 3,
  /** A claim's lease; the worker renews it while judging, an expired one is reclaimed. */
  leaseMs: 30_000,
  /** A worker is live while its heartbeat is younger than this. */
  workerLiveMs: 20_000,
  /** How long POST /execute-code/submit waits for the verdict before answering 503 (the record stays). */
  submitWaitMs: 120_000,
  /** How long a run waits for a worker before answering 503 (a run leaves no record). */
  runWaitMs: 60_000,
  /** Keep-alive comments on idle event streams. */
  keepAliveMs: 15_000,
  /** Job priorities: lower is claimed first. */
  priority: { run: 0, submit: 10, rejudge: 20 },
} as const;

export const SUBMISSION_EVENTS = ['status', 'test', 'done'] as const;
export type SubmissionEventName = (typeof SUBMISSION_EVENTS)[number];

export const QUEUE_MESSAGES = {
  submissionQueued: 'Submission queued',
  submissionFetched: 'Submission fetched successfully',
  submissionNotFound: 'Submission not found',
  rejudgeQueued: 'Submissions queued for rejudging',
  /** The verdict of a submission the judge failed on three times: tells the user what to do. */
  judgeGaveUp:
    'The judge failed on this submission 3 times (our fault, not your code). It does not count in your statistics; please submit again.',
  /** Shown while the judge is busy ("Judging 7/22"). */
  judging: 'Judging {done}/{total}',
  queued: 'Queued, waiting for a judge…',
  /** The label of a test's chip while it has no verdict yet. */
  pendingTest: 'Test {n}: waiting',
  testChip: 'Test {n}: {verdict}',
} as const;
