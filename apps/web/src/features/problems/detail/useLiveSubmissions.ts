import type { SubmissionRow, SubmissionStatus } from '@codedojo/shared';
import { isPendingStatus, RUNNING } from '@codedojo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateAfterSubmission, queryKeys } from '../../../api/queryKeys.ts';
import { subscribeSubmission } from './submissionEvents.ts';

/**
 * At most this many streams at once: a browser holds six connections per host over HTTP/1.1, and
 * the page's own calls need the rest. The others follow when one of these finishes (the list reloads).
 */
export const LIVE_STREAMS_MAX = 3;

/**
 * Keeps a problem's submission list live (issue 11): each queued or running row listens to its
 * events, which write its status into the query cache; its verdict refreshes what it changes.
 */
export function useLiveSubmissions(problemId: string, rows: SubmissionRow[] | undefined): void {
  const client = useQueryClient();
  const live = (rows ?? [])
    .filter((row) => isPendingStatus(row.status))
    .slice(0, LIVE_STREAMS_MAX)
    .map((row) => row.id)
    .join(',');

  useEffect(() => {
    if (!live) return;
    const key = queryKeys.problemSubmissions(problemId);
    const setStatus = (id: string, status: SubmissionStatus) =>
      client.setQueryData<SubmissionRow[]>(key, (list) =>
        list?.map((row) => (row.id === id && row.status !== status ? { ...row, status } : row)),
      );
    const stops = live.split(',').map((id) =>
      subscribeSubmission(id, {
        status: (event) => setStatus(id, event.status),
        test: () => setStatus(id, RUNNING),
        done: (record) => {
          setStatus(id, record.status);
          void invalidateAfterSubmission(client);
        },
        lost: () => void client.invalidateQueries({ queryKey: key }),
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, problemId, live]);
}
