import { LEARNING_SERVER } from '@codedojo/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { hasSolved } from '../solutions/queries.ts';
import { pickDaily, utcDate, utcDayNumber } from './pick.ts';
import { acceptedDays, dailyCandidates } from './queries.ts';
import { computeStreak } from './streak.ts';

/** The problem of the current UTC day, the same for everyone; whether this user has solved it. */
export async function dailyProblem(ctx: AppContext, userId: string) {
  const now = ctx.now();
  const pick = pickDaily(await dailyCandidates(ctx.db), utcDayNumber(now));
  if (!pick) throw notFound(LEARNING_SERVER.noProblems, 'no_problems');
  const days = await acceptedDays(ctx.db, userId, now);
  return {
    date: utcDate(now),
    problem: { id: pick.id, title: pick.title, difficulty: pick.difficulty, tags: pick.tags },
    solved: await hasSolved(ctx.db, userId, pick.id),
    streak: computeStreak(days, utcDate(now)),
  };
}

export async function streakOf(ctx: AppContext, userId: string) {
  const now = ctx.now();
  return computeStreak(await acceptedDays(ctx.db, userId, now), utcDate(now));
}
