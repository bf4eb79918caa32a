import { LEARNING_SERVER, SERVER } from '@codedojo/shared';
import type { AppContext } from '../context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { findProblem } from '../problems/queries.ts';
import { presentReveal, presentSolutions } from './presenter.ts';
import { findReveal, hasSolved, insertReveal, listReveals } from './queries.ts';

const locked = () => new AppError(403, 'solutions_locked', LEARNING_SERVER.solutionsLocked);

async function problemOr404(ctx: AppContext, problemId: string) {
  const problem = await findProblem(ctx.db, problemId);
  if (!problem) throw notFound(SERVER.problemNotFound, 'problem_not_found');
  return problem;
}

/** The editorial and reference solutions: after the first Accepted, or after a recorded reveal. */
export async function getSolutions(ctx: AppContext, userId: string, problemId: string) {
  const problem = await problemOr404(ctx, problemId);
  if (await hasSolved(ctx.db, userId, problemId)) return presentSolutions(problem, null);
  const reveal = await findReveal(ctx.db, userId, problemId);
  if (!reveal) throw locked();
  return presentSolutions(problem, reveal.revealedAt);
}

/** Records a reveal only when the problem is not solved yet: that is what the profile shows. */
export async function revealSolutions(ctx: AppContext, userId: string, problemId: string) {
  const problem = await problemOr404(ctx, problemId);
  if (await hasSolved(ctx.db, userId, problemId)) return presentSolutions(problem, null);
  await insertReveal(ctx.db, userId, problemId, ctx.now());
  const reveal = await findReveal(ctx.db, userId, problemId);
  return presentSolutions(problem, reveal?.revealedAt ?? ctx.now());
}

export async function revealedBeforeSolving(ctx: AppContext, userId: string) {
  return (await listReveals(ctx.db, userId)).map(presentReveal);
}
