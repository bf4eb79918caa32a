import type {
  leaderboardContract,
  problemsContract,
  submissionsContract,
  usersContract,
} from '@codedojo/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from './client.ts';
import { queryKeys } from './queryKeys.ts';

/** The options of a query cached under `queryKey` whose value is the `data` of what `fetch` answers. */
const dataQuery = <T, K extends readonly unknown[]>(queryKey: K, fetch: () => Promise<{ data: T }>) =>
  queryOptions({ queryKey, queryFn: () => fetch().then(dataOf) });

/** The queries several screens share (dashboard, profile, problems, playlists): one fetch, one cache. */
export const problemsQuery = () =>
  dataQuery(queryKeys.problems(), () => api.get<typeof problemsContract.list>('/problems/get-all-problems'));

export const solvedQuery = () =>
  dataQuery(queryKeys.solved(), () =>
    api.get<typeof problemsContract.solved>('/problems/get-solved-problems'),
  );

/** The user's submissions, newest first. */
export const submissionsQuery = () =>
  dataQuery(queryKeys.submissions(), () =>
    api.get<typeof submissionsContract.list>('/submission/get-all-submission'),
  );

export const statsQuery = () =>
  dataQuery(queryKeys.stats(), () => api.get<typeof usersContract.stats>('/users/me/stats'));

export const leaderboardQuery = (period?: { month: number; year: number }) =>
  dataQuery(queryKeys.leaderboard(period), () =>
    api.get<typeof leaderboardContract.monthly>(
      period ? `/leaderboard/monthly?month=${period.month}&year=${period.year}` : '/leaderboard/monthly',
    ),
  );
