import { z } from 'zod';
import { VALIDATION } from '../messages/index.ts';
import { playlistSchema } from '../schemas/playlist.ts';
import { problemCardSchema, timestampSchema } from './common.ts';
import { endpoint, listEndpoint } from './endpoint.ts';
import { dataEnvelope, okEnvelope } from './envelope.ts';
import { ERROR_CODES as C, SIGNED_IN_ERROR_CODES } from './errors.ts';
import { idField, idParams } from './ids.ts';

export const PLAYLIST_ADD_MAX = 200;

/**
 * Body of add-problem and remove-problem. Ids follow decision 0019: a malformed one is an unknown
 * one (add refuses the call with 404 `unknown_problems`; remove has nothing to remove).
 */
export const playlistProblemsSchema = z.strictObject({
  problemIds: z
    .array(idField, { error: VALIDATION.selectProblem })
    .min(1, VALIDATION.selectProblem)
    .max(PLAYLIST_ADD_MAX)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type PlaylistProblemsInput = z.input<typeof playlistProblemsSchema>;

/** `solvedBy` holds the current user alone when they solved the problem: never anyone else. */
export const playlistEntrySchema = z.object({
  id: z.uuid(),
  problemId: z.uuid(),
  addedAt: timestampSchema,
  problem: problemCardSchema.extend({
    tags: z.array(z.string()),
    solvedBy: z.array(z.object({ id: z.uuid() })),
  }),
});

export const playlistViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  problems: z.array(playlistEntrySchema),
});
export type Playlist = z.infer<typeof playlistViewSchema>;
export type PlaylistEntry = z.infer<typeof playlistEntrySchema>;

const notFound = [...SIGNED_IN_ERROR_CODES, C.playlistNotFound] as const;
const one = dataEnvelope(playlistViewSchema);

export const playlistsContract = {
  list: listEndpoint('/playlist', playlistViewSchema),
  create: endpoint({
    method: 'POST',
    path: '/playlist/create-playlist',
    status: 201,
    body: playlistSchema,
    response: one,
    errors: [...SIGNED_IN_ERROR_CODES, C.playlistNameTaken],
  }),
  get: endpoint({ method: 'GET', path: '/playlist/:id', params: idParams, response: one, errors: notFound }),
  update: endpoint({
    method: 'PUT',
    path: '/playlist/:id',
    params: idParams,
    body: playlistSchema,
    response: one,
    errors: [...notFound, C.playlistNameTaken],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/playlist/:id',
    params: idParams,
    response: okEnvelope,
    errors: notFound,
  }),
  addProblems: endpoint({
    method: 'POST',
    path: '/playlist/:id/add-problem',
    params: idParams,
    body: playlistProblemsSchema,
    response: one,
    errors: [...notFound, C.unknownProblems],
  }),
  removeProblems: endpoint({
    method: 'DELETE',
    path: '/playlist/:id/remove-problem',
    params: idParams,
    body: playlistProblemsSchema,
    response: one,
    errors: notFound,
  }),
} as const;
