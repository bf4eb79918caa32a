import type { JudgeResult, TestResult } from '@codedojo/judge';
import { ACCEPTED, COMPILING, INTERNAL_ERROR, QUEUE_MESSAGES, QUEUED, RUNNING } from '@codedojo/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { submissionResults, submissions } from '../db/schema.ts';
import { CHANNELS, deleteJob, type Executor, type Fence, lockOwnJob } from '../judge/jobs.ts';
import { isVisibleTest } from '../policies/test-visibility.ts';
import { clip, type PresentedTest, storedTestResult } from './presenter.ts';

/**
 * The writes a worker makes to a submission while judging it (the round itself is started by
 * the claim, judge/jobs.ts). Each is fenced by the round (`attempt`): a worker that lost its job
 * to another writes nothing, so a retried job never leaves two result sets, two history rows or
 * two solves. Each is one statement, its notification sent at commit (decision 0017).
 */

/** A judging round; `tests` carry their hidden flags, so what is stored of a hidden test is masked. */
export type Round = { submissionId: string; attempt: number; tests: PresentedTest[] };

/** A result row as stored: a hidden test keeps its verdict, time and memory only (decision 0007). */
const resultRow = (round: Round, position: number, test: TestResult, seq: number) => {
  const testCase = round.tests[position];
  return {
    position,
    ...storedTestResult(test, testCase),
    message: isVisibleTest(testCase) ? clip(test.message) : null,
    seq,
  };
};
type ResultRowInput = ReturnType<typeof resultRow>;

/**
 * Stores result rows of `round` (given as one JSON parameter) for the submissions `owner` selects;
 * a row of an earlier round at the same position is overwritten.
 */
const storeResults = (owner: SQL, round: Round, rows: ResultRowInput[]) => sql`
  INSERT INTO submission_results (submission_id, attempt, position, passed, status, stdout, stderr,
    expected, time_ms, memory_kb, message, seq)
  SELECT o.id, ${round.attempt}::int, r.position, r.passed, r.status, r.stdout, r.stderr, r.expected,
    r."timeMs", r."memoryKb", r.message, r.seq
  FROM (${owner}) o, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(position int, passed boolean,
    status text, stdout text, stderr text, expected text, "timeMs" int, "memoryKb" int, message text, seq int)
  ON CONFLICT (submission_id, position) DO UPDATE SET attempt = EXCLUDED.attempt, passed = EXCLUDED.passed,
    status = EXCLUDED.status, stdout = EXCLUDED.stdout, stderr = EXCLUDED.stderr, expected = EXCLUDED.expected,
    time_ms = EXCLUDED.time_ms, memory_kb = EXCLUDED.memory_kb, message = EXCLUDED.message, seq = EXCLUDED.seq`;

/** `s:<id>` (look again), or `s:<id>:final` once the verdict is stored (judge/progress.ts). */
const notifyProgress = (submissionId: SQL, final = false) =>
  sql`pg_notify(${CHANNELS.progress}, 's:' || ${submissionId}::text || ${final ? ':final' : ''})::text`;

export type FinishedTest = { position: number; test: TestResult; seq: number };

/**
 * Finished tests stored at once (one statement) so the record and the events show them. The
 * row lock on the submission makes a new round's claim (or the verdict) wait until this write
 * is in, and this write see that round's `attempt` (or the final status) if it came first: then
 * it writes nothing.
 */
export async function recordTests(db: Db, round: Round, finished: FinishedTest[]) {
  const rows = finished.map(({ position, test, seq }) => resultRow(round, position, test, seq));
  const written = await queryRows<{ notified: string }>(
    db,
    sql`
      WITH current_round AS (
        SELECT id FROM submissions
        WHERE id = ${round.submissionId} AND attempt = ${round.attempt} AND status IN (${QUEUED}, ${COMPILING}, ${RUNNING})
        FOR NO KEY UPDATE),
      compiled AS (
        UPDATE submissions SET status = ${RUNNING}
        WHERE id IN (SELECT id FROM current_round) AND status = ${COMPILING}),
      stored AS (${storeResults(sql`SELECT id FROM current_round`, round, rows)})
      SELECT ${notifyProgress(sql`id`)} AS notified FROM current_round`,
  );
  return written.length > 0;
}

/**
 * A round's live progress: each finished test is stored as it comes, one statement at a time;
 * tests that finish while a write is in flight go together in the next. At the verdict, what is
 * not written yet is left to the verdict, which stores every test anyway (events.ts sends a
 * follower those tests before `done`). Once the round's last test is in, nothing more is
 * written: the verdict follows at once, and a write then would only hold it up (it waits for
 * the submission's row lock, and PGlite runs one statement at a time).
 */
export class ProgressWriter {
  private pending: FinishedTest[] = [];
  private flight: Promise<void> = Promise.resolve();
  private closed = false;
  private reported = 0;

  constructor(
    private readonly db: Db,
    private readonly round: Round,
  ) {}

  add(finished: FinishedTest) {
    if (this.closed) return;
    this.reported += 1;
    this.pending.push(finished);
    if (this.pending.length === 1) this.flight = this.flight.then(() => this.flush());
  }

  private get lastTestIn() {
    return this.reported >= this.round.tests.length;
  }

  private async flush() {
    const batch = this.pending;
    this.pending = [];
    if (this.closed || this.lastTestIn || batch.length === 0) return;
    // A lost progress write costs a live event, never the verdict.
    await recordTests(this.db, this.round, batch).catch(() => {});
  }

  /**
   * Stops writing. The verdict need not wait for a write in flight: whichever takes the
   * submission's row lock first, the result is the same (a late progress write finds the verdict
   * stored and writes nothing).
   */
  close() {
    this.closed = true;
  }
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
 * The verdict, in one statement with the end of the job: fenced by the job (locked) and the
 * round, the record gets its status and compile output, the round's result set becomes the final
 * one (rows past it dropped), the job is deleted and a submit's Accepted adds the solve (first
 * solve kept). Every earlier write of a dead round is visible here: its claim waited for it.
 */
function verdictStatement(
  fence: Fence,
  round: Round,
  result: JudgeResult,
  seqOf: (position: number) => number,
  addSolve: boolean,
) {
  const rows = result.tests.map((test, position) => resultRow(round, position, test, seqOf(position)));
  return sql`
    WITH job AS (
      SELECT id FROM judge_jobs
      WHERE id = ${fence.jobId} AND worker_id = ${fence.workerId} AND attempts = ${fence.attempts}
        AND state = 'running'
      FOR UPDATE),
    verdict AS (
      UPDATE submissions SET status = ${result.status}, time_ms = ${result.timeMs}, memory_kb = ${result.memoryKb},
        compile_output = ${clip(result.compileOutput)}, finished_at = now(), message = NULL
      WHERE id = ${round.submissionId} AND attempt = ${round.attempt} AND EXISTS (SELECT 1 FROM job)
      RETURNING id, user_id, problem_id),
    ended AS (
      DELETE FROM judge_jobs WHERE id IN (SELECT id FROM job) AND EXISTS (SELECT 1 FROM verdict)),
    dropped AS (
      DELETE FROM submission_results
      WHERE submission_id IN (SELECT id FROM verdict) AND position >= ${rows.length}),
    stored AS (${storeResults(sql`SELECT id FROM verdict`, round, rows)})
    ${
      addSolve
        ? sql`, solve AS (
      INSERT INTO solved (user_id, problem_id) SELECT user_id, problem_id FROM verdict ON CONFLICT DO NOTHING)`
        : sql``
    }
    SELECT user_id AS "userId", problem_id AS "problemId", ${notifyProgress(sql`id`, true)} AS notified
    FROM verdict`;
}

/**
 * The verdict, atomically with the end of the job; a rejudge also re-derives the user's solve.
 * False when the job was no longer this worker's or the round no longer current.
 */
export async function finishRound(
  db: Db,
  fence: Fence,
  round: Round,
  job: { kind: 'submit' | 'rejudge' },
  result: JudgeResult,
  seqOf: (position: number) => number,
) {
  type Written = { userId: string; problemId: string };
  if (job.kind === 'submit') {
    const statement = verdictStatement(fence, round, result, seqOf, result.status === ACCEPTED);
    return (await queryRows<Written>(db, statement)).length > 0;
  }
  return db.transaction(async (tx) => {
    const [row] = await queryRows<Written>(tx, verdictStatement(fence, round, result, seqOf, false));
    if (!row) return false;
    await syncSolved(tx, row.userId, row.problemId);
    return true;
  });
}

/** After the last attempt: Internal Error with a message the user can act on (never counted in stats). */
export async function giveUp(db: Db, fence: Fence, submissionId: string) {
  return db.transaction(async (tx) => {
    if (!(await lockOwnJob(tx, fence))) return false;
    await tx
      .update(submissions)
      .set({
        status: INTERNAL_ERROR,
        message: QUEUE_MESSAGES.judgeGaveUp,
        compileOutput: null,
        finishedAt: sql`now()`,
        attempt: sql`${submissions.attempt} + 1`,
      })
      .where(eq(submissions.id, submissionId));
    await tx.delete(submissionResults).where(eq(submissionResults.submissionId, submissionId));
    await deleteJob(tx, fence.jobId);
    await tx.execute(sql`SELECT ${notifyProgress(sql`${submissionId}`, true)}`);
    return true;
  });
}

/** The judge failed (not the user's code): the submission waits in the queue again. */
export async function backToQueue(db: Executor, submissionId: string) {
  await db.execute(
    sql`UPDATE submissions SET status = ${QUEUED} WHERE id = ${submissionId}
      RETURNING ${notifyProgress(sql`id`)}`,
  );
}
