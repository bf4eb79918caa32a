import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { problems, solved, testCases } from '../db/schema.ts';
import { visibleTestCondition } from '../policies/test-visibility.ts';

/** What a list row shows: never code, solutions or tests. */
const summaryColumns = {
  id: problems.id,
  title: problems.title,
  description: problems.description,
  difficulty: problems.difficulty,
  tags: problems.tags,
  createdAt: problems.createdAt,
};

/** What a learner's problem page shows: no reference solutions, no catalogue bookkeeping. */
const learnerColumns = {
  ...summaryColumns,
  constraints: problems.constraints,
  hints: problems.hints,
  editorial: problems.editorial,
  examples: problems.examples,
  codeSnippets: problems.codeSnippets,
  updatedAt: problems.updatedAt,
};

export async function listProblems(db: Db) {
  return db.select(summaryColumns).from(problems).orderBy(asc(problems.createdAt), asc(problems.title));
}

export async function findProblem(db: Db, id: string) {
  const [problem] = await db.select().from(problems).where(eq(problems.id, id)).limit(1);
  return problem;
}

export async function findLearnerProblem(db: Db, id: string) {
  const [problem] = await db.select(learnerColumns).from(problems).where(eq(problems.id, id)).limit(1);
  return problem;
}

/**
 * Every test's place and flag, but the text of visible ones only (hidden inputs can be megabytes).
 * `problemId` may be a subquery (a submission's problem, read in the same statement).
 */
export async function findVisibleTestTexts(db: Db, problemId: string | SQL) {
  return db
    .select({
      hidden: testCases.hidden,
      input: sql<string>`CASE WHEN ${visibleTestCondition} THEN ${testCases.input} ELSE '' END`,
      output: sql<string>`CASE WHEN ${visibleTestCondition} THEN ${testCases.output} ELSE '' END`,
    })
    .from(testCases)
    .where(eq(testCases.problemId, problemId))
    .orderBy(asc(testCases.position));
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
