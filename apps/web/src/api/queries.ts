import { queryOptions } from '@tanstack/react-query';
import { progressApi } from './progress.ts';
import { queryKeys } from './queryKeys.ts';

/** The queries several screens share (dashboard, profile, problems, playlists): one fetch, one cache. */
export const problemsQuery = () =>
  queryOptions({ queryKey: queryKeys.problems(), queryFn: progressApi.problems });

export const solvedQuery = () => queryOptions({ queryKey: queryKeys.solved(), queryFn: progressApi.solved });

export const submissionsQuery = () =>
  queryOptions({ queryKey: queryKeys.submissions(), queryFn: progressApi.submissions });

export const statsQuery = () => queryOptions({ queryKey: queryKeys.stats(), queryFn: progressApi.stats });

export const leaderboardQuery = (period?: { month: number; year: number }) =>
  queryOptions({ queryKey: queryKeys.leaderboard(period), queryFn: () => progressApi.leaderboard(period) });
