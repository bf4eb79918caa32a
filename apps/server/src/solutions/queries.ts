import { ACCEPTED } from '@codedojo/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { problems, solutionReveals, solved, submissions } from '../db/schema.ts';

/** Solved = a row in `solved` or an Accepted submission (read, never written, here). */
export async function hasSolved(db: Db, userId: string, problemId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(solved)
    .where(and(eq(solved.userId, userId), eq(solved.problemId, problemId)))
    .limit(1);
  if (row) return true;
  const [accepted] = await db
    .select({ one: sql<number>`1` })
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, userId),
        eq(submissions.problemId, problemId),
        eq(submissions.status, ACCEPTED),
      ),
    )
    .limit(1);
  return Boolean(accepted);
}

export async function findReveal(db: Db, userId: string, problemId: string) {
  const [row] = await db
    .select()
    .from(solutionReveals)
    .where(and(eq(solutionReveals.userId, userId), eq(solutionReveals.problemId, problemId)))
    .limit(1);
  return row;
}

export async function insertReveal(db: Db, userId: string, problemId: string, at: Date) {
  await db.insert(solutionReveals).values({ userId, problemId, revealedAt: at }).onConflictDoNothing();
}

export async function listReveals(db: Db, userId: string) {
  return db
    .select({
      problemId: solutionReveals.problemId,
      title: problems.title,
      difficulty: problems.difficulty,
      revealedAt: solutionReveals.revealedAt,
    })
    .from(solutionReveals)
    .innerJoin(problems, eq(problems.id, solutionReveals.problemId))
    .where(eq(solutionReveals.userId, userId))
    .orderBy(desc(solutionReveals.revealedAt));
}
