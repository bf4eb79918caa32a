import type { SubmissionRecord } from '@codedojo/shared';
import { isPendingStatus, RUNNING } from '@codedojo/shared';
import { problemsApi } from '../problemsApi.ts';
import type { SubmissionProgress } from '../types.ts';
import { subscribeSubmission } from './submissionEvents.ts';

const lastKey = (problemId: string) => `codedojo.lastSubmission.${problemId}`;

/** The last submission to a problem is remembered so its result stays after a reload. */
export const lastSubmission = {
  get: (problemId: string) => {
    try {
      return localStorage.getItem(lastKey(problemId));
    } catch {
      return null;
    }
  },
  set: (problemId: string, id: string) => {
    try {
      localStorage.setItem(lastKey(problemId), id);
    } catch {
      // Private mode: the result just won't survive a reload.
    }
  },
};

export function progressOf(record: SubmissionRecord): SubmissionProgress {
  const chips: (string | null)[] = Array.from({ length: record.total }, () => null);
  for (const test of record.testCases) chips[test.testCase - 1] = test.status;
  return { id: record.id, status: record.status, total: record.total, chips };
}

/**
 * Follows a submission's events until its verdict: `onProgress` gets every change (a test's chip
 * filling in); resolves with the final record. A stream lost for good asks for the record once.
 */
export function followSubmission(
  record: SubmissionRecord,
  onProgress: (progress: SubmissionProgress) => void,
  signal?: AbortSignal,
): Promise<SubmissionRecord> {
  if (!isPendingStatus(record.status)) return Promise.resolve(record);
  let progress = progressOf(record);
  onProgress(progress);
  return new Promise((resolve, reject) => {
    const stop = subscribeSubmission(record.id, {
      status: (event) => {
        const chips =
          progress.chips.length === event.total
            ? progress.chips
            : Array.from({ length: event.total }, () => null);
        progress = { ...progress, status: event.status, total: event.total, chips };
        onProgress(progress);
      },
      test: (event) => {
        const chips = [...progress.chips];
        chips[event.index] = event.verdict;
        progress = { ...progress, status: RUNNING, chips };
        onProgress(progress);
      },
      done: (final) => {
        stop();
        resolve(final);
      },
      lost: () => {
        if (signal?.aborted) return;
        stop();
        problemsApi.submission(record.id).then((latest) => {
          // Still judging but no stream: the Output tab shows 'Unknown error occurred'.
          if (isPendingStatus(latest.status)) reject(new Error());
          else resolve(latest);
        }, reject);
      },
    });
    // An aborted follow (the screen went away) stops listening and never settles.
    signal?.addEventListener('abort', stop, { once: true });
  });
}
