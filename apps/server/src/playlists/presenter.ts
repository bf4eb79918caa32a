import type { playlists } from '../db/schema.ts';
import type { listEntries } from './queries.ts';

type PlaylistRow = typeof playlists.$inferSelect;
type Entry = Awaited<ReturnType<typeof listEntries>>[number];

/**
 * A playlist in the shape of spec section 3. `solvedBy` holds the current user alone when they
 * solved the problem: never anyone else.
 */
export function presentPlaylist(playlist: PlaylistRow, entries: Entry[], userId: string) {
  return {
    id: playlist.id,
    name: playlist.name,
    description: playlist.description,
    createdAt: playlist.createdAt.toISOString(),
    updatedAt: playlist.updatedAt.toISOString(),
    problems: entries
      .filter((entry) => entry.playlistId === playlist.id)
      .map((entry) => ({
        id: entry.problem.id,
        problemId: entry.problem.id,
        addedAt: entry.addedAt.toISOString(),
        problem: { ...entry.problem, solvedBy: entry.solvedAt ? [{ id: userId }] : [] },
      })),
  };
}
