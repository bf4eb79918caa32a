import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playlistProblems, playlists, problems, solved } from '../db/schema.ts';

export async function findOwnPlaylist(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(playlists)
    .where(and(eq(playlists.id, id), eq(playlists.userId, userId)))
    .limit(1);
  return row;
}

export async function listOwnPlaylists(db: Db, userId: string) {
  return db.select().from(playlists).where(eq(playlists.userId, userId)).orderBy(asc(playlists.createdAt));
}

/** The entries of the given playlists with their problems, and whether this user solved each. */
export async function listEntries(db: Db, userId: string, playlistIds: string[]) {
  if (playlistIds.length === 0) return [];
  return db
    .select({
      playlistId: playlistProblems.playlistId,
      addedAt: playlistProblems.addedAt,
      problem: {
        id: problems.id,
        title: problems.title,
        difficulty: problems.difficulty,
        tags: problems.tags,
      },
      solvedAt: solved.firstSolvedAt,
    })
    .from(playlistProblems)
    .innerJoin(problems, eq(problems.id, playlistProblems.problemId))
    .leftJoin(solved, and(eq(solved.problemId, problems.id), eq(solved.userId, userId)))
    .where(inArray(playlistProblems.playlistId, playlistIds))
    .orderBy(asc(playlistProblems.addedAt), asc(problems.title));
}

export async function countExistingProblems(db: Db, ids: string[]) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(problems)
    .where(inArray(problems.id, ids));
  return row?.count ?? 0;
}
