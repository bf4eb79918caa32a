import { SERVER } from '@codedojo/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { playlistProblems, playlists } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
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
  if ((await countExistingProblems(ctx.db, problemIds)) !== problemIds.length) {
    throw badRequest(SERVER.unknownProblems, { problemIds: SERVER.unknownProblems }, 'unknown_problems');
  }
  await ctx.db
    .insert(playlistProblems)
    .values(problemIds.map((problemId) => ({ playlistId: id, problemId })))
    .onConflictDoNothing();
  return present(ctx, userId, playlist);
}

export async function removeProblems(ctx: AppContext, userId: string, id: string, problemIds: string[]) {
  const playlist = await ownOrNotFound(ctx, userId, id);
  await ctx.db
    .delete(playlistProblems)
    .where(and(eq(playlistProblems.playlistId, id), inArray(playlistProblems.problemId, problemIds)));
  return present(ctx, userId, playlist);
}
