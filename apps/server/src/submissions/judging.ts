import type { JudgeResult, TestResult } from '@codedojo/judge';
import { ACCEPTED, COMPILING, INTERNAL_ERROR, QUEUE_MESSAGES, QUEUED, RUNNING } from '@codedojo/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { solved, submissionResults, submissions } from '../db/schema.ts';
import { CHANNELS, deleteJob, type Executor, type Fence, lockOwnJob, notify } from '../judge/jobs.ts';
import { findTestCases } from '../problems/queries.ts';
import { isVisibleTest } from '../problems/test-visibility.ts';
import { clip, type PresentedTest, storedTestResult } from './presenter.ts';

/**
 * The writes a worker makes to a submission while judging it. Each is fenced by the round
 * (`attempt`) it started: a worker that lost its job to another writes nothing, so a retried
 * job never leaves two result sets, two history rows or two solves.
 */

/** A judging round; `tests` carry their hidden flags, so what is stored of a hidden test is masked. */
export type Round = { submissionId: string; attempt: number; tests: PresentedTest[] };

/** Starts a judging round: the request to judge, or null when the submission or its problem is gone. */
export async function startRound(db: Db, submissionId: string) {
  const [submission] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!submission) return null;
  const tests = await findTestCases(db, submission.problemId);
  const round = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(submissions)
      .set({
        status: submission.language === 'JAVA' ? COMPILING : RUNNING,
        attempt: sql`${submissions.attempt} + 1`,
        testsTotal: tests.length,
        message: null,
      })
      .where(eq(submissions.id, submissionId))
      .returning({ attempt: submissions.attempt });
    await tx.delete(submissionResults).where(eq(submissionResults.submissionId, submissionId));
    return row;
  });
  if (!round) return null;
  await notify(db, CHANNELS.progress, `s:${submissionId}`);
  return {
    round: { submissionId, attempt: round.attempt, tests },
    submission,
    tests,
  };
}

/** Locks the submission if the round is still current (blocks a concurrent new round until commit). */
async function roundIsCurrent(tx: Executor, round: Round, mode: 'share' | 'update') {
  const rows = await tx
    .select({ attempt: submissions.attempt })
    .from(submissions)
    .where(eq(submissions.id, round.submissionId))
    .for(mode === 'share' ? 'share' : 'update');
  return rows[0]?.attempt === round.attempt;
}

/** A result row as stored: a hidden test keeps its verdict, time and memory only (decision 0007). */
const resultRow = (
  round: Round,
  position: number,
  test: TestResult,
  compileOutput: string | undefined,
  seq: number,
) => {
  const testCase = round.tests[position];
  return {
    submissionId: round.submissionId,
    position,
    ...storedTestResult(test, testCase, compileOutput),
    message: isVisibleTest(testCase) ? clip(test.message) : null,
    seq,
  };
};

/** One test finished: stored at once so the record and the events show it. */
export async function recordTest(db: Db, round: Round, position: number, test: TestResult, seq: number) {
  const written = await db.transaction(async (tx) => {
    if (!(await roundIsCurrent(tx, round, 'share'))) return false;
    const row = resultRow(round, position, test, undefined, seq);
    await tx
      .insert(submissionResults)
      .values(row)
      .onConflictDoUpdate({ target: [submissionResults.submissionId, submissionResults.position], set: row });
    await tx
      .update(submissions)
      .set({ status: RUNNING })
      .where(and(eq(submissions.id, round.submissionId), eq(submissions.status, COMPILING)));
    return true;
  });
  if (written) await notify(db, CHANNELS.progress, `s:${round.submissionId}`);
  return written;
}

/** Solved follows the verdicts: solved while any of the user's submissions of it is Accepted. */
async function syncSolved(tx: Executor, userId: string, problemId: string) {
  await tx.execute(sql`
    WITH first AS (
      SELECT MIN(created_at) AS at FROM submissions
      WHERE user_id = ${userId} AND problem_id = ${problemId} AND status = ${ACCEPTED})
    INSERT INTO solved (user_id, problem_id, first_solved_at)
    SELECT ${userId}, ${problemId}, at FROM first
    WHERE at IS NOT NULL AND EXISTS (SELECT 1 FROM problems WHERE id = ${problemId})
    ON CONFLICT (user_id, problem_id) DO UPDATE SET first_solved_at = EXCLUDED.first_solved_at`);
  await tx.execute(sql`
    DELETE FROM solved WHERE user_id = ${userId} AND problem_id = ${problemId}
      AND NOT EXISTS (SELECT 1 FROM submissions
        WHERE user_id = ${userId} AND problem_id = ${problemId} AND status = ${ACCEPTED})`);
}

/**
 * The verdict, in one transaction with the end of the job: the final result set replaces the
 * round's, the record gets its status, a submit's Accepted adds the solve (first solve kept),
 * a rejudge re-derives it. False when the job was no longer this worker's.
 */
export async function finishRound(
  db: Db,
  fence: Fence,
  round: Round,
  job: { kind: 'submit' | 'rejudge' },
  result: JudgeResult,
  seqOf: (position: number) => number,
) {
  const written = await db.transaction(async (tx) => {
    if (!(await lockOwnJob(tx, fence))) return false;
    if (!(await roundIsCurrent(tx, round, 'update'))) return false;
    await tx.delete(submissionResults).where(eq(submissionResults.submissionId, round.submissionId));
    if (result.tests.length > 0) {
      await tx
        .insert(submissionResults)
        .values(
          result.tests.map((test, position) =>
            resultRow(round, position, test, result.compileOutput, seqOf(position)),
          ),
        );
    }
    const [row] = await tx
      .update(submissions)
      .set({
        status: result.status,
        timeMs: result.timeMs,
        memoryKb: result.memoryKb,
        finishedAt: sql`now()`,
        message: null,
      })
      .where(eq(submissions.id, round.submissionId))
      .returning({ userId: submissions.userId, problemId: submissions.problemId });
    if (row && job.kind === 'rejudge') await syncSolved(tx, row.userId, row.problemId);
    if (row && job.kind === 'submit' && result.status === ACCEPTED) {
      await tx.insert(solved).values({ userId: row.userId, problemId: row.problemId }).onConflictDoNothing();
    }
    await deleteJob(tx, fence.jobId);
    return true;
  });
  if (written) await notify(db, CHANNELS.progress, `s:${round.submissionId}`);
  return written;
}

/** After the last attempt: Internal Error with a message the user can act on (never counted in stats). */
export async function giveUp(db: Db, fence: Fence, submissionId: string) {
  const written = await db.transaction(async (tx) => {
    if (!(await lockOwnJob(tx, fence))) return false;
    await tx.delete(submissionResults).where(eq(submissionResults.submissionId, submissionId));
    await tx
      .update(submissions)
      .set({
        status: INTERNAL_ERROR,
        message: QUEUE_MESSAGES.judgeGaveUp,
        finishedAt: sql`now()`,
        attempt: sql`${submissions.attempt} + 1`,
      })
      .where(eq(submissions.id, submissionId));
    await deleteJob(tx, fence.jobId);
    return true;
  });
  if (written) await notify(db, CHANNELS.progress, `s:${submissionId}`);
  return written;
}

/** The judge failed (not the user's code): the submission waits in the queue again. */
export async function backToQueue(db: Executor, submissionId: string) {
  await db.update(submissions).set({ status: QUEUED }).where(eq(submissions.id, submissionId));
  await notify(db, CHANNELS.progress, `s:${submissionId}`);
}
