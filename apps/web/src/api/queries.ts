import type {
  leaderboardContract,
  problemsContract,
  submissionsContract,
  usersContract,
} from '@codedojo/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from './client.ts';
import { queryKeys } from './queryKeys.ts';

/** The queries several screens share (dashboard, profile, problems, playlists): one fetch, one cache. */
export const problemsQuery = () =>
  queryOptions({
    queryKey: queryKeys.problems(),
    queryFn: () => api.get<typeof problemsContract.list>('/problems/get-all-problems').then(dataOf),
  });

export const solvedQuery = () =>
  queryOptions({
    queryKey: queryKeys.solved(),
    queryFn: () => api.get<typeof problemsContract.solved>('/problems/get-solved-problems').then(dataOf),
  });

/** The user's submissions, newest first. */
export const submissionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.submissions(),
    queryFn: () => api.get<typeof submissionsContract.list>('/submission/get-all-submission').then(dataOf),
  });

export const statsQuery = () =>
  queryOptions({
    queryKey: queryKeys.stats(),
    queryFn: () => api.get<typeof usersContract.stats>('/users/me/stats').then(dataOf),
  });

export const leaderboardQuery = (period?: { month: number; year: number }) =>
  queryOptions({
    queryKey: queryKeys.leaderboard(period),
    queryFn: () =>
      api
        .get<typeof leaderboardContract.monthly>(
          period ? `/leaderboard/monthly?month=${period.month}&year=${period.year}` : '/leaderboard/monthly',
        )
        .then(dataOf),
  });
