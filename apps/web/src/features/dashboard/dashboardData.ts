import {
  DASHBOARD_LEADERBOARD_TOP,
  DIFFICULTIES,
  PROBLEMS_BADGE_STEP,
  PROBLEMS_BADGE_TARGET,
  PROFILE_RECENT_DAYS,
} from '@codedojo/shared';
import { dataOf } from '../../api/data.ts';
import {
  type CatalogProblem,
  type DifficultyCounts,
  type LeaderboardEntry,
  progressApi,
  type SolvedProblem,
  type Submission,
} from '../../api/progress.ts';
import { percent } from '../../lib/format.ts';

export type DashboardData = {
  problems: CatalogProblem[];
  solved: SolvedProblem[];
  submissions: Submission[];
  topThree: LeaderboardEntry[];
};

/** Settles to `fallback` when the call fails: every dashboard panel degrades on its own. */
async function orElse<T>(call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch {
    return fallback;
  }
}

/** The four calls of the dashboard, in parallel (spec sections 2 and 7). */
export async function loadDashboard(): Promise<DashboardData> {
  const [problems, solved, submissions, board] = await Promise.all([
    orElse(dataOf(progressApi.problems(), ''), []),
    orElse(dataOf(progressApi.solved(), ''), []),
    orElse(dataOf(progressApi.submissions(), ''), []),
    orElse(dataOf(progressApi.leaderboard(), ''), null),
  ]);
  return {
    problems,
    solved,
    submissions,
    topThree: board?.leaderboard.slice(0, DASHBOARD_LEADERBOARD_TOP) ?? [],
  };
}

export type DashboardSummary = {
  total: number;
  solved: number;
  completion: number;
  recent: number;
  byDifficulty: Record<keyof DifficultyCounts, { count: number; solved: number; percent: number }>;
};

export function summarize(data: DashboardData, now: Date = new Date()): DashboardSummary {
  const since = now.getTime() - PROFILE_RECENT_DAYS * 24 * 60 * 60 * 1000;
  const total = data.problems.length;
  const byDifficulty = Object.fromEntries(
    DIFFICULTIES.map((difficulty) => {
      const count = data.problems.filter((problem) => problem.difficulty === difficulty).length;
      const solved = data.solved.filter((problem) => problem.difficulty === difficulty).length;
      return [difficulty, { count, solved, percent: percent(count, total) }];
    }),
  ) as DashboardSummary['byDifficulty'];
  return {
    total,
    solved: data.solved.length,
    completion: percent(data.solved.length, total),
    recent: data.submissions.filter((submission) => new Date(submission.createdAt).getTime() >= since).length,
    byDifficulty,
  };
}

/**
 * The marketing badge's number: 500 once the catalogue holds 500 problems, until then the real
 * count rounded down to a multiple of 10 (a catalogue under 10 shows its exact size).
 */
export function badgeCount(total: number): number {
  if (total >= PROBLEMS_BADGE_TARGET) return PROBLEMS_BADGE_TARGET;
  if (total < PROBLEMS_BADGE_STEP) return total;
  return Math.floor(total / PROBLEMS_BADGE_STEP) * PROBLEMS_BADGE_STEP;
}
