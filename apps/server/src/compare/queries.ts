import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { submissionResults, submissions, testCases } from '../db/schema.ts';
import { isVisibleTest } from '../policies/test-visibility.ts';

/** The user's own submissions among `ids` (another user's simply does not come back). */
export async function ownSubmissions(db: Db, userId: string, ids: string[]) {
  return db
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), inArray(submissions.id, ids)));
}

/** The result rows of the submissions' current rounds (decision 0017). */
export async function resultsOf(db: Db, submissionIds: string[]) {
  return db
    .select({
      submissionId: submissionResults.submissionId,
      position: submissionResults.position,
      passed: submissionResults.passed,
      status: submissionResults.status,
      timeMs: submissionResults.timeMs,
      memoryKb: submissionResults.memoryKb,
    })
    .from(submissionResults)
    .innerJoin(
      submissions,
      and(
        eq(submissions.id, submissionResults.submissionId),
        eq(submissions.attempt, submissionResults.attempt),
      ),
    )
    .where(inArray(submissionResults.submissionId, submissionIds))
    .orderBy(asc(submissionResults.position));
}

/** Positions of the problem's hidden tests: those show a verdict, time and memory only. */
export async function hiddenPositions(db: Db, problemId: string) {
  const rows = await db
    .select({ position: testCases.position, hidden: testCases.hidden })
    .from(testCases)
    .where(eq(testCases.problemId, problemId));
  return new Set(rows.filter((row) => !isVisibleTest(row)).map((row) => row.position));
}
