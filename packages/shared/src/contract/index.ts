/**
 * The API contract (issue 13, decision 0019): per endpoint its params, query, body, success
 * envelope and error codes. The server's routes declare these; the web is typed from them.
 */
import { authContract } from './auth.ts';
import { healthContract } from './health.ts';
import { leaderboardContract } from './leaderboard.ts';
import { learningContract } from './learning.ts';
import { playlistsContract } from './playlists.ts';
import { problemsContract } from './problems.ts';
import { submissionsContract } from './submissions.ts';
import { usersContract } from './users.ts';

export * from './auth.ts';
export * from './common.ts';
export * from './endpoint.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './ids.ts';
export * from './leaderboard.ts';
export * from './learning.ts';
export * from './playlists.ts';
export * from './problems.ts';
export * from './submissions.ts';
export * from './users.ts';
export * from './verdicts.ts';

/** Every endpoint under API_BASE, by feature. */
export const API_CONTRACT = {
  auth: authContract,
  health: healthContract,
  leaderboard: leaderboardContract,
  learning: learningContract,
  playlists: playlistsContract,
  problems: problemsContract,
  submissions: submissionsContract,
  users: usersContract,
} as const;
