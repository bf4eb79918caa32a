import { isPendingStatus } from '@codedojo/shared';
import { problemsApi } from '../problemsApi.ts';
import type { SubmissionProgress, SubmissionRecord } from '../types.ts';

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
 * Follows a submission's events until its verdict: `onProgress` gets every change (a test's
 * chip filling in); resolves with the final record. EventSource reconnects by itself, sending
 * Last-Event-ID, so a dropped connection only resumes.
 */
export function followSubmission(
  record: SubmissionRecord,
  onProgress: (progress: SubmissionProgress) => void,
): Promise<SubmissionRecord> {
  if (!isPendingStatus(record.status)) return Promise.resolve(record);
  let progress = progressOf(record);
  onProgress(progress);
  return new Promise((resolve, reject) => {
    const source = new EventSource(problemsApi.submissionEventsUrl(record.id), { withCredentials: true });
    source.addEventListener('status', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as { status: string; total: number };
      const chips =
        progress.chips.length === data.total
          ? progress.chips
          : Array.from({ length: data.total }, () => null);
      progress = { ...progress, status: data.status, total: data.total, chips };
      onProgress(progress);
    });
    source.addEventListener('test', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as { index: number; verdict: string };
      const chips = [...progress.chips];
      chips[data.index] = data.verdict;
      progress = { ...progress, status: 'Running', chips };
      onProgress(progress);
    });
    source.addEventListener('done', (event) => {
      source.close();
      resolve(JSON.parse((event as MessageEvent<string>).data) as SubmissionRecord);
    });
    source.addEventListener('error', () => {
      // A closed stream that will not reconnect (e.g. the session ended): ask once more, then give up.
      if (source.readyState !== EventSource.CLOSED) return;
      problemsApi
        .submission(record.id)
        .then((result) => {
          if (result.ok && result.body.data && !isPendingStatus(result.body.data.status))
            resolve(result.body.data);
          else reject(new Error(result.ok ? 'stream closed' : (result.error ?? 'stream closed')));
        })
        .catch(reject);
    });
  });
}
