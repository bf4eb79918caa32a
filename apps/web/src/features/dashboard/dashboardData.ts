import type { LeaderboardRow, ProblemSummary, SolvedProblem, SubmissionRow } from '@codedojo/shared';
import {
  DASHBOARD_LEADERBOARD_TOP,
  DIFFICULTIES,
  type Difficulty,
  PROBLEMS_BADGE_STEP,
  PROBLEMS_BADGE_TARGET,
  PROFILE_RECENT_DAYS,
} from '@codedojo/shared';
import { useQueries } from '@tanstack/react-query';
import { leaderboardQuery, problemsQuery, solvedQuery, submissionsQuery } from '../../api/queries.ts';
import { percent } from '../../lib/format.ts';

export type DashboardData = {
  problems: ProblemSummary[];
  solved: SolvedProblem[];
  submissions: SubmissionRow[];
  topThree: LeaderboardRow[];
};

/** The dashboard's four calls, in parallel and shared with the other screens (spec sections 2 and 7). */
export function useDashboard(): DashboardData | null {
  const [problems, solved, submissions, board] = useQueries({
    queries: [problemsQuery(), solvedQuery(), submissionsQuery(), leaderboardQuery()],
  });
  // Every panel degrades on its own: a failed call counts as empty.
  if ([problems, solved, submissions, board].some((query) => query.isPending)) return null;
  return {
    problems: problems.data ?? [],
    solved: solved.data ?? [],
    submissions: submissions.data ?? [],
    topThree: board.data?.leaderboard.slice(0, DASHBOARD_LEADERBOARD_TOP) ?? [],
  };
}

export type DashboardSummary = {
  total: number;
  solved: number;
  completion: number;
  recent: number;
  byDifficulty: Record<Difficulty, { count: number; solved: number; percent: number }>;
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
