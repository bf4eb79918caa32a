import { isUuid, SERVER } from '@codedojo/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { playlistProblems, playlists } from '../db/schema.ts';
import { AppError, conflict, notFound } from '../http/errors.ts';
import { presentPlaylist } from './presenter.ts';
import { countExistingProblems, findOwnPlaylist, listEntries, listOwnPlaylists } from './queries.ts';

type PlaylistFields = { name: string; description: string | null };

/** Unique violations (same name for the same user, case-insensitively) become 409. */
function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

async function ownOrNotFound(ctx: AppContext, userId: string, id: string) {
  const playlist = await findOwnPlaylist(ctx.db, userId, id);
  if (!playlist) throw notFound(SERVER.playlistNotFound, 'playlist_not_found');
  return playlist;
}

async function present(ctx: AppContext, userId: string, playlist: typeof playlists.$inferSelect) {
  return presentPlaylist(playlist, await listEntries(ctx.db, userId, [playlist.id]), userId);
}

export async function list(ctx: AppContext, userId: string) {
  const rows = await listOwnPlaylists(ctx.db, userId);
  const entries = await listEntries(
    ctx.db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentPlaylist(row, entries, userId));
}

export async function get(ctx: AppContext, userId: string, id: string) {
  return present(ctx, userId, await ownOrNotFound(ctx, userId, id));
}

export async function create(ctx: AppContext, userId: string, fields: PlaylistFields) {
  try {
    const [row] = await ctx.db
      .insert(playlists)
      .values({ userId, ...fields })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return present(ctx, userId, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER.playlistNameTaken, 'playlist_name_taken');
    throw error;
  }
}

export async function update(ctx: AppContext, userId: string, id: string, fields: PlaylistFields) {
  await ownOrNotFound(ctx, userId, id);
  try {
    const [row] = await ctx.db
      .update(playlists)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(playlists.id, id), eq(playlists.userId, userId)))
      .returning();
    if (!row) throw notFound(SERVER.playlistNotFound, 'playlist_not_found');
    return present(ctx, userId, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER.playlistNameTaken, 'playlist_name_taken');
    throw error;
  }
}

export async function remove(ctx: AppContext, userId: string, id: string) {
  const deleted = await ctx.db
    .delete(playlists)
    .where(and(eq(playlists.id, id), eq(playlists.userId, userId)))
    .returning({ id: playlists.id });
  if (deleted.length === 0) throw notFound(SERVER.playlistNotFound, 'playlist_not_found');
}

/** Adding a problem already there is harmless; an unknown problem id refuses the whole call. */
export async function addProblems(ctx: AppContext, userId: string, id: string, problemIds: string[]) {
  const playlist = await ownOrNotFound(ctx, userId, id);
  // A malformed id is an unknown problem (decision 0019): 404 like any id naming nothing.
  const known =
    problemIds.every(isUuid) && (await countExistingProblems(ctx.db, problemIds)) === problemIds.length;
  if (!known) {
    throw new AppError(404, 'unknown_problems', SERVER.unknownProblems, {
      problemIds: SERVER.unknownProblems,
    });
  }
  await ctx.db
    .insert(playlistProblems)
    .values(problemIds.map((problemId) => ({ playlistId: id, problemId })))
    .onConflictDoNothing();
  return present(ctx, userId, playlist);
}

export async function removeProblems(ctx: AppContext, userId: string, id: string, problemIds: string[]) {
  const playlist = await ownOrNotFound(ctx, userId, id);
  // Ids naming no problem (malformed ones too) name nothing in the playlist: nothing to remove.
  const named = problemIds.filter(isUuid);
  if (named.length === 0) return present(ctx, userId, playlist);
  await ctx.db
    .delete(playlistProblems)
    .where(and(eq(playlistProblems.playlistId, id), inArray(playlistProblems.problemId, named)));
  return present(ctx, userId, playlist);
}
