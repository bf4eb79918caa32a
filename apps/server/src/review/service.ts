import { type Difficulty, LEARNING_SERVER } from '@codedojo/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { insertSkip, reviewHistory } from './queries.ts';
import { type ReviewState, reviewState } from './schedule.ts';

type Problem = { id: string; title: string; difficulty: Difficulty };

const present = (problem: Problem, state: ReviewState, now: Date) => ({
  problemId: problem.id,
  title: problem.title,
  difficulty: problem.difficulty,
  dueAt: state.dueAt.toISOString(),
  due: state.dueAt.getTime() <= now.getTime(),
  intervalStep: state.step,
  reviews: state.reviews,
});

async function states(ctx: AppContext, userId: string, problemId?: string) {
  const now = ctx.now();
  const history = await reviewHistory(ctx.db, userId, now, problemId);
  return history.flatMap(({ problem, events }) => {
    const state = reviewState(events);
    return state ? [present(problem, state, now)] : [];
  });
}

/** Solved problems due for review now, the most overdue first. */
export async function dueReviews(ctx: AppContext, userId: string) {
  const due = (await states(ctx, userId)).filter((item) => item.due);
  return due.sort((a, b) => a.dueAt.localeCompare(b.dueAt));
}

/** One problem's review state (the problem page); 404 when the user has not solved it. */
export async function reviewOf(ctx: AppContext, userId: string, problemId: string) {
  const [item] = await states(ctx, userId, problemId);
  if (!item) throw notFound(LEARNING_SERVER.notInReview, 'not_in_review');
  return item;
}

export async function skipReview(ctx: AppContext, userId: string, problemId: string) {
  await reviewOf(ctx, userId, problemId);
  await insertSkip(ctx.db, userId, problemId, ctx.now());
  return reviewOf(ctx, userId, problemId);
}
