import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { problems, reviewSkips, solved, submissions } from '../db/schema.ts';
import type { ReviewEvent } from './schedule.ts';

/** The user's solved problems (still in the catalogue) with their history up to `until`. */
export async function reviewHistory(db: Db, userId: string, until: Date, problemId?: string) {
  const solvedRows = await db
    .select({ id: problems.id, title: problems.title, difficulty: problems.difficulty })
    .from(solved)
    .innerJoin(problems, eq(problems.id, solved.problemId))
    .where(and(eq(solved.userId, userId), problemId ? eq(solved.problemId, problemId) : undefined));
  const ids = solvedRows.map((row) => row.id);
  if (ids.length === 0) return [];
  const subs = await db
    .select({ problemId: submissions.problemId, at: submissions.createdAt, status: submissions.status })
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, userId),
        inArray(submissions.problemId, ids),
        lte(submissions.createdAt, until),
      ),
    )
    .orderBy(asc(submissions.createdAt));
  const skips = await db
    .select({ problemId: reviewSkips.problemId, at: reviewSkips.skippedAt })
    .from(reviewSkips)
    .where(
      and(
        eq(reviewSkips.userId, userId),
        inArray(reviewSkips.problemId, ids),
        lte(reviewSkips.skippedAt, until),
      ),
    )
    .orderBy(asc(reviewSkips.skippedAt));
  const events = new Map<string, ReviewEvent[]>(ids.map((id) => [id, []]));
  for (const row of subs)
    events.get(row.problemId)?.push({ kind: 'submission', at: row.at, status: row.status });
  for (const row of skips) events.get(row.problemId)?.push({ kind: 'skip', at: row.at });
  return solvedRows.map((problem) => ({
    problem,
    events: (events.get(problem.id) ?? []).sort((a, b) => a.at.getTime() - b.at.getTime()),
  }));
}

export async function insertSkip(db: Db, userId: string, problemId: string, at: Date) {
  await db.insert(reviewSkips).values({ userId, problemId, skippedAt: at });
}
