import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key of the web, in one place (decision 0020). A key starts with its resource, so
 * invalidating `['submissions']` reaches every list of submissions.
 */
export const queryKeys = {
  problems: () => ['problems'] as const,
  problem: (id: string) => ['problems', 'one', id] as const,
  solved: () => ['solved'] as const,
  submissions: () => ['submissions'] as const,
  problemSubmissions: (problemId: string) => ['submissions', 'problem', problemId] as const,
  submission: (id: string) => ['submission', id] as const,
  stats: () => ['stats'] as const,
  leaderboard: (period?: { month: number; year: number }) =>
    ['leaderboard', period ? `${period.year}-${period.month}` : 'current'] as const,
  playlists: () => ['playlists'] as const,
  playlist: (id: string) => ['playlists', 'one', id] as const,
  solutions: (problemId: string) => ['solutions', problemId] as const,
  revealed: () => ['solutions', 'revealed'] as const,
  reviewDue: () => ['review'] as const,
  reviewOf: (problemId: string) => ['review', problemId] as const,
  daily: () => ['daily'] as const,
  compare: (a: string, b: string) => ['compare', a, b] as const,
};

/** What a finished submission changes: its lists, solved marks, stats, ranks, playlists, review, daily. */
export function invalidateAfterSubmission(client: QueryClient): Promise<void> {
  const prefixes = [
    'submissions',
    'solved',
    'stats',
    'leaderboard',
    'playlists',
    'solutions',
    'review',
    'daily',
  ];
  return Promise.all(prefixes.map((prefix) => client.invalidateQueries({ queryKey: [prefix] }))).then(
    () => undefined,
  );
}

/** A playlist edit changes the list and that playlist. */
export const invalidatePlaylists = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: queryKeys.playlists() });

/** A profile change shows in the leaderboard (names) and the profile's data. */
export const invalidateAfterProfileChange = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['leaderboard'] }),
    client.invalidateQueries({ queryKey: queryKeys.stats() }),
  ]).then(() => undefined);
