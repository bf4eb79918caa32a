import type { JudgeRequest, JudgeResult } from '@codedojo/judge';
import { COMPILING, JUDGE_QUEUE, type Language, RUNNING } from '@codedojo/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { type JudgeJobRow, judgeJobs } from '../db/schema.ts';

/**
 * The judge queue in the database (decision 0011): jobs are rows, claimed with
 * FOR UPDATE SKIP LOCKED under a lease. Every write of a worker is fenced by (worker id,
 * attempts): a worker whose lease was taken over writes nothing.
 */
export const CHANNELS = {
  /** A job became claimable: wakes idle workers. */
  queue: 'codedojo_judge_queue',
  /** `s:<submission id>` (its record changed) or `j:<job id>` (a run finished). */
  progress: 'codedojo_judge_progress',
} as const;

/** Anything that can run SQL: the database or a transaction. */
export type Executor = Pick<Db, 'execute' | 'insert' | 'update' | 'delete' | 'select'>;

export async function notify(db: Pick<Db, 'execute'>, channel: string, payload: string) {
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

export type JobKind = 'run' | 'submit' | 'rejudge';
export type Fence = { jobId: string; workerId: string; attempts: number };

/** Queues a submission's job and wakes the workers at commit: one statement. */
export async function enqueueSubmissionJob(
  db: Pick<Db, 'execute'>,
  job: { submissionId: string; ownerId: string; language: Language; kind: 'submit' | 'rejudge' },
) {
  await db.execute(sql`
    WITH queued AS (
      INSERT INTO judge_jobs (kind, priority, submission_id, owner_id, language)
      VALUES (${job.kind}, ${JUDGE_QUEUE.priority[job.kind]}, ${job.submissionId}, ${job.ownerId}, ${job.language})
      RETURNING kind)
    SELECT pg_notify(${CHANNELS.queue}, kind)::text FROM queued`);
}

export async function enqueueRunJob(
  db: Db,
  job: { ownerId: string | null; language: Language; request: JudgeRequest },
): Promise<string> {
  const [row] = await db
    .insert(judgeJobs)
    .values({
      kind: 'run',
      priority: JUDGE_QUEUE.priority.run,
      ownerId: job.ownerId,
      language: job.language,
      payload: job.request,
    })
    .returning({ id: judgeJobs.id });
  if (!row) throw new Error('insert returned no row');
  await notify(db, CHANNELS.queue, 'run');
  return row.id;
}

type ClaimedRow = {
  id: string;
  kind: JobKind;
  submission_id: string | null;
  owner_id: string | null;
  language: Language;
  payload: JudgeRequest | null;
  attempts: number;
  waited_ms: number;
  round: number | null;
  source_code: string | null;
  problem_id: string | null;
  tests: RoundTest[] | null;
  more: boolean;
};

/** A test as the worker judges it (and masks what it stores of a hidden one). */
export type RoundTest = { input: string; output: string; hidden: boolean };

/** A submission's judging round, started by the claim: the fence of every write it makes. */
export type StartedRound = {
  submissionId: string;
  attempt: number;
  sourceCode: string;
  problemId: string;
  /** The problem's tests in order, read by the same statement. */
  tests: RoundTest[];
};

export type ClaimedJob = {
  id: string;
  kind: JobKind;
  submissionId: string | null;
  ownerId: string | null;
  language: Language;
  payload: JudgeRequest | null;
  attempts: number;
  waitedMs: number;
  /** Set for a submission's job within its attempts: the round this claim started. */
  round: StartedRound | null;
  /** Whether other jobs were claimable at the claim: if not, the worker waits for a wake-up instead of claiming again. */
  more: boolean;
};

/**
 * Claims the most urgent claimable job (runs, then submits, then rejudges; oldest first): a
 * queued one, or a running one whose lease expired (its worker died). For a submission within
 * its attempts, the same statement starts the judging round: status Compiling/Running, `attempt`
 * bumped (which fences out the previous round's worker), tests counted and read, and the progress
 * notification sent at commit. One round trip from "woken" to "judging".
 */
export async function claimJob(db: Db, workerId: string, leaseMs: number): Promise<ClaimedJob | null> {
  const [row] = await queryRows<ClaimedRow>(
    db,
    sql`
      WITH claimed AS (
        UPDATE judge_jobs j SET state = 'running', attempts = j.attempts + 1, worker_id = ${workerId},
          lease_until = now() + ${leaseMs}::int * interval '1 millisecond', started_at = now()
        WHERE j.id = (
          SELECT id FROM judge_jobs
          WHERE (state = 'queued' AND available_at <= now()) OR (state = 'running' AND lease_until < now())
          ORDER BY priority, created_at
          LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING j.id, j.kind, j.submission_id, j.owner_id, j.language, j.payload, j.attempts,
          j.created_at, j.started_at),
      started AS (
        UPDATE submissions s SET
          status = CASE WHEN s.language = 'JAVA' THEN ${COMPILING} ELSE ${RUNNING} END,
          attempt = s.attempt + 1, message = NULL, compile_output = NULL,
          tests_total = (SELECT COUNT(*) FROM test_cases t WHERE t.problem_id = s.problem_id)::int
        FROM claimed c
        WHERE s.id = c.submission_id AND c.attempts <= ${JUDGE_QUEUE.maxAttempts}
        RETURNING s.id, s.attempt, s.source_code, s.problem_id,
          pg_notify(${CHANNELS.progress}, 's:' || s.id::text)::text AS notified)
      SELECT c.id, c.kind, c.submission_id, c.owner_id, c.language::text AS language, c.payload,
        c.attempts, GREATEST(0, EXTRACT(EPOCH FROM (c.started_at - c.created_at)) * 1000)::float8 AS waited_ms,
        st.attempt AS round, st.source_code, st.problem_id,
        (SELECT json_agg(json_build_object('input', t.input, 'output', t.output, 'hidden', t.hidden)
           ORDER BY t.position)
         FROM test_cases t WHERE t.problem_id = st.problem_id) AS tests,
        EXISTS (SELECT 1 FROM judge_jobs o WHERE o.id <> c.id
          AND ((o.state = 'queued' AND o.available_at <= now()) OR (o.state = 'running' AND o.lease_until < now()))) AS more
      FROM claimed c LEFT JOIN started st ON st.id = c.submission_id`,
  );
  if (!row) return null;
  const round =
    row.submission_id && row.round !== null && row.source_code !== null && row.problem_id !== null
      ? {
          submissionId: row.submission_id,
          attempt: row.round,
          sourceCode: row.source_code,
          problemId: row.problem_id,
          tests: row.tests ?? [],
        }
      : null;
  return {
    id: row.id,
    kind: row.kind,
    submissionId: row.submission_id,
    ownerId: row.owner_id,
    language: row.language,
    payload: row.payload,
    attempts: row.attempts,
    waitedMs: Number(row.waited_ms),
    round,
    more: row.more === true,
  };
}

const fenced = (fence: Fence) =>
  and(
    eq(judgeJobs.id, fence.jobId),
    eq(judgeJobs.workerId, fence.workerId),
    eq(judgeJobs.attempts, fence.attempts),
    eq(judgeJobs.state, 'running'),
  );

/** Extends the lease; false when the job is no longer this worker's. */
export async function renewLease(db: Db, fence: Fence, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(judgeJobs)
    .set({ leaseUntil: sql`now() + ${leaseMs}::int * interval '1 millisecond'` })
    .where(fenced(fence))
    .returning({ id: judgeJobs.id });
  return rows.length > 0;
}

/**
 * Gives a job back without a verdict: the judge could not run it. `refund` leaves its attempt
 * unspent (a worker shutting down); otherwise it waits a little before the next try.
 */
export async function releaseJob(db: Executor, fence: Fence, options: { refund: boolean; delayMs: number }) {
  const rows = await db
    .update(judgeJobs)
    .set({
      state: 'queued',
      workerId: null,
      leaseUntil: null,
      attempts: options.refund ? sql`${judgeJobs.attempts} - 1` : judgeJobs.attempts,
      availableAt: sql`now() + ${options.delayMs}::int * interval '1 millisecond'`,
    })
    .where(fenced(fence))
    .returning({ id: judgeJobs.id });
  return rows.length > 0;
}

/** Locks the job if it is still this worker's; for the transaction that writes its outcome. */
export async function lockOwnJob(db: Executor, fence: Fence): Promise<boolean> {
  const rows = await db.select({ id: judgeJobs.id }).from(judgeJobs).where(fenced(fence)).for('update');
  return rows.length > 0;
}

export async function deleteJob(db: Executor, jobId: string) {
  await db.delete(judgeJobs).where(eq(judgeJobs.id, jobId));
}

/** A run's outcome, kept on its row until the waiting API process reads it. */
export async function finishRunJob(db: Db, fence: Fence, result: JudgeResult): Promise<boolean> {
  const rows = await db
    .update(judgeJobs)
    .set({ state: 'done', result, finishedAt: sql`now()`, leaseUntil: null })
    .where(fenced(fence))
    .returning({ id: judgeJobs.id });
  if (rows.length > 0) await notify(db, CHANNELS.progress, `j:${fence.jobId}`);
  return rows.length > 0;
}

export async function findJob(db: Db, jobId: string): Promise<JudgeJobRow | undefined> {
  const [row] = await db.select().from(judgeJobs).where(eq(judgeJobs.id, jobId));
  return row;
}

/**
 * The embedded mode owns its data directory alone: at boot nobody holds a job, so every
 * running one is claimable again now, and runs nobody waits for any more are dropped.
 */
export async function requeueOrphans(db: Db) {
  await db.delete(judgeJobs).where(eq(judgeJobs.kind, 'run'));
  await db.execute(
    sql`UPDATE judge_jobs SET state = 'queued', worker_id = NULL, lease_until = NULL WHERE state = 'running'`,
  );
  await db.execute(
    sql`UPDATE submissions SET status = 'Queued' WHERE status IN ('Compiling', 'Running')
      AND id IN (SELECT submission_id FROM judge_jobs)`,
  );
}

/** Runs whose API process died while waiting: nobody will read them. */
export async function sweepAbandonedRuns(db: Db, olderThanMs: number) {
  await db.execute(
    sql`DELETE FROM judge_jobs WHERE kind = 'run'
      AND created_at < now() - ${olderThanMs}::int * interval '1 millisecond'`,
  );
}

export type QueueDepth = { queued: number; running: number; liveWorkers: number };

export async function queueDepth(db: Db, liveMs: number): Promise<QueueDepth> {
  const [row] = await queryRows<QueueDepth>(
    db,
    sql`SELECT
      (SELECT COUNT(*) FROM judge_jobs WHERE state = 'queued' OR (state = 'running' AND lease_until < now()))::int AS queued,
      (SELECT COUNT(*) FROM judge_jobs WHERE state = 'running' AND lease_until >= now())::int AS running,
      (SELECT COUNT(*) FROM judge_workers WHERE last_seen > now() - ${liveMs}::int * interval '1 millisecond')::int AS "liveWorkers"`,
  );
  return row ?? { queued: 0, running: 0, liveWorkers: 0 };
}
