import {
  ACCEPTED,
  judgeOwnerOfUser,
  type Language,
  REFERENCE_INPUT_MAX,
  SERVER,
  SUBMISSIONS_LIST_MAX,
} from '@codedojo/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { problems, solved, submissionResults, submissions, type UserRow } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { judgeOrUnavailable } from '../judge/judge.ts';
import { findProblem, findTestCases } from '../problems/queries.ts';
import { isVisibleTest } from '../problems/test-visibility.ts';
import { presentJudgeResult, storedTestResult } from './presenter.ts';

type ExecuteData = {
  source_code: string;
  language_id: Language;
  problem_id: string;
  stdin: string[];
  expected_outputs: (string | null)[];
};

async function problemOrNotFound(ctx: AppContext, id: string) {
  const problem = await findProblem(ctx.db, id);
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
        judgeOwnerOfUser(user.id),
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
    judgeOwnerOfUser(user.id),
  );
  return presentJudgeResult(result, tests);
}

/**
 * Submit: judged on the problem's stored tests only (hidden ones too) whatever the client sent,
 * stored with its per-test results; Accepted records the first solve.
 */
export async function submit(ctx: AppContext, body: ExecuteData, user: UserRow) {
  const problem = await problemOrNotFound(ctx, body.problem_id);
  const stored = await findTestCases(ctx.db, problem.id);
  const result = await judgeOrUnavailable(
    ctx,
    {
      language: body.language_id,
      source: body.source_code,
      tests: stored.map((test) => ({ input: test.input, expected: test.output })),
    },
    judgeOwnerOfUser(user.id),
  );
  const presented = presentJudgeResult(result, stored);
  const submission = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({
        userId: user.id,
        problemId: problem.id,
        language: body.language_id,
        sourceCode: body.source_code,
        status: result.status,
        timeMs: result.timeMs,
        memoryKb: result.memoryKb,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (result.tests.length > 0) {
      await tx.insert(submissionResults).values(
        result.tests.map((test, position) => ({
          submissionId: row.id,
          position,
          ...storedTestResult(test, stored[position], result.compileOutput),
        })),
      );
    }
    if (result.status === ACCEPTED) {
      await tx.insert(solved).values({ userId: user.id, problemId: problem.id }).onConflictDoNothing();
    }
    return row;
  });
  return {
    id: submission.id,
    problemId: submission.problemId,
    language: submission.language,
    createdAt: submission.createdAt.toISOString(),
    ...presented,
  };
}

/** The user's own submissions, newest first, with the problem's title and difficulty when it still exists. */
export async function listSubmissions(ctx: AppContext, user: UserRow, problemId?: string) {
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
    status: submission.status,
    sourceCode: submission.sourceCode,
    timeMs: submission.timeMs,
    memoryKb: submission.memoryKb,
    createdAt: submission.createdAt.toISOString(),
    problem: title === null ? null : { id: submission.problemId, title, difficulty },
  }));
}
