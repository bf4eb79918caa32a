import { z } from 'zod';
import { countSchema, difficultySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { dataEnvelope } from './envelope.ts';
import { SIGNED_IN_ERROR_CODES } from './errors.ts';

/** `?month=&year=`: the current UTC month by default. */
export const leaderboardQuerySchema = z.object({
  month: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** Only a user's id and name leave the server. */
export const leaderboardRowSchema = z.object({
  rank: z.number().int().positive(),
  user: z.object({ id: z.uuid(), name: z.string() }),
  totalScore: countSchema,
  totalProblemsSolved: countSchema,
  problemsSolved: z.record(difficultySchema, countSchema),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  month: z.number().int().min(1).max(12),
  year: z.number().int(),
  leaderboard: z.array(leaderboardRowSchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const leaderboardContract = {
  monthly: endpoint({
    method: 'GET',
    path: '/leaderboard/monthly',
    querystring: leaderboardQuerySchema,
    response: dataEnvelope(leaderboardSchema),
    errors: SIGNED_IN_ERROR_CODES,
  }),
} as const;

export type LeaderboardResponse = z.infer<typeof leaderboardContract.monthly.response>;
