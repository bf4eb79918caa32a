import { DESCRIPTION_PREVIEW_CHARS, type ProblemData, previewOf, SERVER } from '@codedojo/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { problems, testCases, type UserRow } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { assertReferenceSolutionsPass } from '../judge/reference-check.ts';
import { isAdmin } from '../policies/roles.ts';
import { presentAdminProblem, presentLearnerProblem, presentProblemSummary } from './presenter.ts';
import {
  findLearnerProblem,
  findProblem,
  findTestCases,
  findVisibleTestTexts,
  listProblems,
  listSolvedProblems,
} from './queries.ts';

function columnsOf(data: ProblemData) {
  return {
    title: data.title,
    description: data.description,
    difficulty: data.difficulty,
    tags: data.tags,
    constraints: data.constraints,
    hints: data.hints,
    editorial: data.editorial,
    examples: Object.fromEntries(
      Object.entries(data.examples).map(([key, example]) => [
        key,
        {
          input: example.input,
          output: example.output,
          ...(example.explanation ? { explanation: example.explanation } : {}),
        },
      ]),
    ),
    codeSnippets: data.codeSnippet,
    referenceSolutions: data.referenceSolution,
  };
}

const testRows = (problemId: string, data: ProblemData) =>
  data.testCases.map((test, position) => ({
    problemId,
    position,
    input: test.input,
    output: test.output,
    hidden: test.hidden,
  }));

/** What get-problem and the list show depend on the viewer's role only: the caches key them so. */
export const problemViewOf = (user: UserRow) => (isAdmin(user) ? 'admin' : 'learner');
export type ProblemView = ReturnType<typeof problemViewOf>;

/**
 * Every problem; a learner's list carries each statement's preview, all its table shows, and
 * admins (whose screens search the whole statement) get it whole (decision 0024).
 */
export async function getAllProblems(ctx: AppContext, view: ProblemView) {
  const summaries = (await listProblems(ctx.db)).map(presentProblemSummary);
  if (view === 'admin') return summaries;
  return summaries.map((problem) => ({
    ...problem,
    description: previewOf(problem.description, DESCRIPTION_PREVIEW_CHARS),
  }));
}

export async function getProblem(ctx: AppContext, id: string, user: UserRow) {
  if (isAdmin(user)) {
    const problem = await findProblem(ctx.db, id);
    if (!problem) throw notFound(SERVER.problemNotFound, 'problem_not_found');
    return presentAdminProblem(problem, await findTestCases(ctx.db, id));
  }
  const problem = await findLearnerProblem(ctx.db, id);
  if (!problem) throw notFound(SERVER.problemNotFound, 'problem_not_found');
  return presentLearnerProblem(problem, await findVisibleTestTexts(ctx.db, id));
}

export async function getSolvedProblems(ctx: AppContext, user: UserRow) {
  return (await listSolvedProblems(ctx.db, user.id)).map(({ problem, firstSolvedAt }) => ({
    ...presentProblemSummary(problem),
    solvedAt: firstSolvedAt.toISOString(),
  }));
}

export async function createProblem(ctx: AppContext, data: ProblemData, user: UserRow) {
  await assertReferenceSolutionsPass(ctx, data.referenceSolution, data.testCases);
  const problem = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(problems)
      .values({ ...columnsOf(data), createdBy: user.id, source: 'ADMIN' })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.insert(testCases).values(testRows(row.id, data));
    return row;
  });
  return presentAdminProblem(problem, await findTestCases(ctx.db, problem.id));
}

export async function updateProblem(ctx: AppContext, id: string, data: ProblemData) {
  if (!(await findProblem(ctx.db, id))) throw notFound(SERVER.problemNotFound, 'problem_not_found');
  await assertReferenceSolutionsPass(ctx, data.referenceSolution, data.testCases);
  const problem = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(problems)
      .set({ ...columnsOf(data), updatedAt: now, adminEditedAt: now })
      .where(eq(problems.id, id))
      .returning();
    if (!row) throw notFound(SERVER.problemNotFound, 'problem_not_found');
    await tx.delete(testCases).where(eq(testCases.problemId, id));
    await tx.insert(testCases).values(testRows(id, data));
    return row;
  });
  return presentAdminProblem(problem, await findTestCases(ctx.db, id));
}

export async function deleteProblem(ctx: AppContext, id: string) {
  const deleted = await ctx.db.delete(problems).where(eq(problems.id, id)).returning({ id: problems.id });
  if (deleted.length === 0) throw notFound(SERVER.problemNotFound, 'problem_not_found');
}
