import { z } from 'zod';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_NAME_MAX } from '../limits.ts';
import { VALIDATION } from '../messages.ts';

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
