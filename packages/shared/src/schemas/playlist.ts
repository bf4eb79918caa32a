import { z } from 'zod';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_NAME_MAX } from '../limits.ts';
import { VALIDATION } from '../messages.ts';

export const PLAYLIST_ADD_MAX = 200;

export const playlistSchema = z.strictObject({
  name: z
    .string({ error: VALIDATION.playlistNameRequired })
    .trim()
    .min(1, VALIDATION.playlistNameRequired)
    .max(PLAYLIST_NAME_MAX, VALIDATION.playlistNameMax),
  description: z
    .string({ error: VALIDATION.playlistDescriptionMax })
    .trim()
    .max(PLAYLIST_DESCRIPTION_MAX, VALIDATION.playlistDescriptionMax)
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type PlaylistInput = z.input<typeof playlistSchema>;

export const playlistProblemsSchema = z.strictObject({
  problemIds: z
    .array(z.uuid({ error: VALIDATION.problemId }), { error: VALIDATION.selectProblem })
    .min(1, VALIDATION.selectProblem)
    .max(PLAYLIST_ADD_MAX)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type PlaylistProblemsInput = z.input<typeof playlistProblemsSchema>;

export const leaderboardQuerySchema = z.object({
  month: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
