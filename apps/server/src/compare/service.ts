import { LEARNING_SERVER, type SubmissionStatus, type Verdict } from '@codedojo/shared';
import type { AppContext } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { hiddenPositions, ownSubmissions, resultsOf } from './queries.ts';

type Result = Awaited<ReturnType<typeof resultsOf>>[number];
type Submission = Awaited<ReturnType<typeof ownSubmissions>>[number];

/** Whitelist: code, verdict, time and memory; per test only verdict, time and memory. */
function present(submission: Submission, results: Result[], hidden: Set<number>) {
  return {
    id: submission.id,
    problemId: submission.problemId,
    language: submission.language,
    status: submission.status as SubmissionStatus,
    timeMs: submission.timeMs,
    memoryKb: submission.memoryKb,
    createdAt: submission.createdAt.toISOString(),
    sourceCode: submission.sourceCode,
    tests: results
      .filter((result) => result.submissionId === submission.id)
      .map((result) => ({
        position: result.position,
        hidden: hidden.has(result.position),
        passed: result.passed,
        status: result.status as Verdict,
        timeMs: result.timeMs,
        memoryKb: result.memoryKb,
      })),
  };
}

/** Two of the user's submissions of one problem, older first. */
export async function compareSubmissions(ctx: AppContext, userId: string, a: string, b: string) {
  const rows = await ownSubmissions(ctx.db, userId, [...new Set([a, b])]);
  const left = rows.find((row) => row.id === a);
  const right = rows.find((row) => row.id === b);
  if (!left || !right) throw notFound(LEARNING_SERVER.submissionNotFound, 'submission_not_found');
  if (left.problemId !== right.problemId) {
    throw badRequest(LEARNING_SERVER.compareOtherProblem, undefined, 'different_problems');
  }
  const [older, newer] = left.createdAt <= right.createdAt ? [left, right] : [right, left];
  const results = await resultsOf(ctx.db, [older.id, newer.id]);
  const hidden = await hiddenPositions(ctx.db, older.problemId);
  return { older: present(older, results, hidden), newer: present(newer, results, hidden) };
}
