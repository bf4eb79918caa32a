import { z } from 'zod';
import { countSchema, daySchema, difficultySchema, languageSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { dataEnvelope } from './envelope.ts';
import { SIGNED_IN_ERROR_CODES } from './errors.ts';

/** The profile's activity heatmap covers this many UTC days, today included. */
export const HEATMAP_DAYS = 365;

export const streakSchema = z.object({ current: countSchema, longest: countSchema });
export type Streak = z.infer<typeof streakSchema>;

/** GET /users/me/stats: the profile's figures in one call. */
export const profileStatsSchema = z.object({
  recentSubmissions: countSchema,
  solvedCount: countSchema,
  totalSubmissions: countSchema,
  acceptedSubmissions: countSchema,
  /** Percent, one decimal. */
  successRate: z.number().min(0).max(100),
  difficultyBreakdown: z.record(difficultySchema, countSchema),
  languageBreakdown: z.partialRecord(languageSchema, countSchema),
  /** Counted submissions per UTC day over the last HEATMAP_DAYS days (days without any left out). */
  daily: z.array(z.object({ date: daySchema, count: countSchema })),
  streak: streakSchema,
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

export const usersContract = {
  stats: endpoint({
    method: 'GET',
    path: '/users/me/stats',
    response: dataEnvelope(profileStatsSchema),
    errors: SIGNED_IN_ERROR_CODES,
  }),
} as const;

export type ProfileStatsResponse = z.infer<typeof usersContract.stats.response>;
