import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { problems, solved, testCases } from '../db/schema.ts';

export async function listProblems(db: Db) {
  return db.select().from(problems).orderBy(asc(problems.createdAt), asc(problems.title));
}

export async function findProblem(db: Db, id: string) {
  const [problem] = await db.select().from(problems).where(eq(problems.id, id)).limit(1);
  return problem;
}

export async function findTestCases(db: Db, problemId: string) {
  return db
    .select()
    .from(testCases)
    .where(eq(testCases.problemId, problemId))
    .orderBy(asc(testCases.position));
}

export async function listSolvedProblems(db: Db, userId: string) {
  return db
    .select({ problem: problems, firstSolvedAt: solved.firstSolvedAt })
    .from(solved)
    .innerJoin(problems, eq(problems.id, solved.problemId))
    .where(eq(solved.userId, userId))
    .orderBy(desc(solved.firstSolvedAt));
}
