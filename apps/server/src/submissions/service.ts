import {
  ACCEPTED,
  type ExecuteData,
  isUuid,
  QUEUE_MESSAGES,
  QUEUED,
  REFERENCE_INPUT_MAX,
  SERVER,
  SUBMISSION_PENDING,
  SUBMISSIONS_LIST_MAX,
  type SubmissionStatus,
} from '@codedojo/shared';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { problems, submissions, type UserRow } from '../db/schema.ts';
import { notFound, unavailable } from '../http/errors.ts';
import { enqueueSubmissionJob } from '../judge/jobs.ts';
import { judgeOrUnavailable } from '../judge/judge.ts';
import { isVisibleTest } from '../policies/test-visibility.ts';
import { findProblem, findTestCases } from '../problems/queries.ts';
import { insertQueuedSubmission } from './enqueue.ts';
import { presentJudgeResult } from './presenter.ts';
import { loadRecord, presentRecord, waitForVerdict } from './record.ts';

/** A malformed id is an unknown problem (decision 0019). */
async function problemOrNotFound(ctx: AppContext, id: string) {
  const problem = isUuid(id) ? await findProblem(ctx.db, id) : undefined;
  if (!problem) throw notFound(SERVER.problemNotFound, 'problem_not_found');
  return problem;
}

/**
 * Whether a reference run can answer one custom input: only short ones (decision 0007), so
 * Run is no oracle for a hidden test's large input.
 */
const referenceAnswers = (input: string, expected: string | null | undefined) =>
  (expected === null || expected === undefined) && input.length <= REFERENCE_INPUT_MAX;

/** Whether this Run executes the reference solution (it then counts against its own limit). */
export function needsReference(body: ExecuteData): boolean {
  return body.stdin.some((input, index) => referenceAnswers(input, body.expected_outputs[index]));
}

/**
 * Run: the client's inputs (or, with none, the problem's visible tests). A short input sent
 * without an expected output gets one from the reference solution in the same language; a
 * longer one is judged on exit status and limits alone.
 */
export async function run(ctx: AppContext, body: ExecuteData, user: UserRow) {
  const problem = await problemOrNotFound(ctx, body.problem_id);
  let tests: { input: string; expected: string | null; hidden: boolean }[];
  if (body.stdin.length === 0) {
    tests = (await findTestCases(ctx.db, problem.id))
      .filter(isVisibleTest)
      .map((test) => ({ input: test.input, expected: test.output, hidden: false }));
  } else {
    tests = body.stdin.map((input, index) => ({
      input,
      expected: body.expected_outputs[index] ?? null,
      hidden: false,
    }));
    const missing = tests.filter((test) => referenceAnswers(test.input, test.expected));
    if (missing.length > 0) {
      // The reference run is the user's request too: it is charged to them.
      const reference = await judgeOrUnavailable(
        ctx,
        {
          language: body.language_id,
          source: problem.referenceSolutions[body.language_id],
          tests: missing.map((test) => ({ input: test.input })),
        },
        user.id,
      );
      missing.forEach((test, index) => {
        const outcome = reference.tests[index];
        // Only a clean reference run defines the answer; otherwise judge on exit status alone.
        if (outcome && outcome.exitCode === 0 && outcome.status === ACCEPTED) test.expected = outcome.stdout;
      });
    }
  }
  const result = await judgeOrUnavailable(
    ctx,
    {
      language: body.language_id,
      source: body.source_code,
      tests: tests.map((test) => ({ input: test.input, expected: test.expected })),
    },
    user.id,
  );
  return presentJudgeResult(result, tests);
}

/**
 * A submission is a record before it is a job: stored as Queued with its job in one
 * transaction, judged by whichever worker claims it (decision 0011).
 */
export async function createSubmission(ctx: AppContext, body: ExecuteData, user: UserRow) {
  const submission = await insertQueuedSubmission(ctx.db, {
    userId: user.id,
    problemId: body.problem_id,
    language: body.language_id,
    sourceCode: body.source_code,
  });
  if (!submission) throw notFound(SERVER.problemNotFound, 'problem_not_found');
  // Just stored: no results yet, and the total is on the row.
  return presentRecord({ submission, results: [], tests: [] });
}

/** The owner's submission; anyone else gets the same 404 as for a submission that does not exist. */
export async function getSubmission(ctx: AppContext, id: string, user: UserRow) {
  const record = await loadRecord(ctx.db, id);
  if (!record || record.submission.userId !== user.id) {
    throw notFound(QUEUE_MESSAGES.submissionNotFound, 'submission_not_found');
  }
  return presentRecord(record);
}

/**
 * The spec's submit: creates the record and answers with it once judged. A judge that does not
 * answer in time is a 503; the submission stays queued and is judged when a worker comes. A judge
 * that fails on it every attempt is no 503: the record is final, Internal Error with a message
 * telling the user to submit again (decision 0011).
 */
export async function submit(ctx: AppContext, body: ExecuteData, user: UserRow) {
  const created = await createSubmission(ctx, body, user);
  const record = await waitForVerdict(ctx.db, ctx.progress, created.id, ctx.config.submitWaitMs, {
    justQueued: true,
  });
  if (record) return presentRecord(record);
  throw unavailable(SERVER.judgeUnavailable, 'judge_unavailable');
}

/**
 * Requeues every finished submission of a problem (after its tests changed), behind users' own
 * work. Each shows Queued until judged again; solved marks follow the new verdicts.
 */
export async function rejudgeProblem(ctx: AppContext, problemId: string) {
  await problemOrNotFound(ctx, problemId);
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(submissions)
      .set({ status: QUEUED, finishedAt: null })
      .where(
        and(
          eq(submissions.problemId, problemId),
          notInArray(submissions.status, [...SUBMISSION_PENDING]),
          sql`NOT EXISTS (SELECT 1 FROM judge_jobs j WHERE j.submission_id = ${submissions.id})`,
        ),
      )
      .returning({ id: submissions.id, userId: submissions.userId, language: submissions.language });
    for (const row of rows) {
      await enqueueSubmissionJob(tx, {
        submissionId: row.id,
        ownerId: row.userId,
        language: row.language,
        kind: 'rejudge',
      });
    }
    return { queued: rows.length };
  });
}

/** The user's own submissions, newest first, with the problem's title and difficulty when it still exists. */
export async function listSubmissions(ctx: AppContext, user: UserRow, problemId?: string) {
  // A filter naming no problem (malformed, decision 0019) matches nothing.
  if (problemId !== undefined && !isUuid(problemId)) return [];
  const rows = await ctx.db
    .select({ submission: submissions, title: problems.title, difficulty: problems.difficulty })
    .from(submissions)
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .where(
      problemId
        ? and(eq(submissions.userId, user.id), eq(submissions.problemId, problemId))
        : eq(submissions.userId, user.id),
    )
    .orderBy(desc(submissions.createdAt))
    .limit(SUBMISSIONS_LIST_MAX);
  return rows.map(({ submission, title, difficulty }) => ({
    id: submission.id,
    problemId: submission.problemId,
    language: submission.language,
    status: submission.status as SubmissionStatus,
    sourceCode: submission.sourceCode,
    timeMs: submission.timeMs,
    memoryKb: submission.memoryKb,
    createdAt: submission.createdAt.toISOString(),
    problem: title === null || difficulty === null ? null : { id: submission.problemId, title, difficulty },
  }));
}
