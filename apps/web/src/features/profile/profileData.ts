import type { ProblemSummary, ProfileStats, SolvedProblem, SubmissionRow } from '@codedojo/shared';
import { ACCEPTED, DIFFICULTIES, fillTemplate, PROFILE_RECENT_DAYS, PROFILE_WEB } from '@codedojo/shared';
import { useQueries } from '@tanstack/react-query';
import { problemsQuery, solvedQuery, statsQuery, submissionsQuery } from '../../api/queries.ts';
import { percent } from '../../lib/format.ts';
import { utcDayKey } from '../../lib/time.ts';

export type ProfileData = {
  stats: ProfileStats;
  submissions: SubmissionRow[];
  solved: SolvedProblem[];
  /** Titles by problem id, for submissions whose problem the list call did not name. */
  titles: Map<string, string>;
  /** True when at least one call failed: the page shows what it has and says so once. */
  partial: boolean;
};

/** The profile's four calls in parallel; each failure degrades gracefully (DESIGN section 9). */
export function useProfileData(): ProfileData | null {
  const [stats, submissions, solved, problems] = useQueries({
    queries: [statsQuery(), submissionsQuery(), solvedQuery(), problemsQuery()],
  });
  if ([stats, submissions, solved, problems].some((query) => query.isPending)) return null;
  const submissionList = submissions.data ?? [];
  const solvedList = solved.data ?? [];
  return {
    stats: stats.data ?? statsFrom(submissionList, solvedList),
    submissions: submissionList,
    solved: solvedList,
    titles: titleIndex(problems.data ?? [], solvedList),
    partial: [stats, submissions, solved, problems].some((query) => query.isError),
  };
}

function titleIndex(problems: ProblemSummary[], solved: SolvedProblem[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const problem of [...problems, ...solved]) titles.set(String(problem.id), problem.title);
  return titles;
}

/** A submission's problem title: from the submission, else the catalogue, else 'Problem #id'. */
export function problemTitle(submission: SubmissionRow, titles: Map<string, string>): string {
  return (
    submission.problem?.title ??
    titles.get(String(submission.problemId)) ??
    fillTemplate(PROFILE_WEB.unknownProblem, { id: submission.problemId })
  );
}

/** The statistics recomputed from the lists, when the stats call itself failed. */
export function statsFrom(
  submissions: SubmissionRow[],
  solved: SolvedProblem[],
  now = new Date(),
): ProfileStats {
  const since = now.getTime() - PROFILE_RECENT_DAYS * 24 * 60 * 60 * 1000;
  const accepted = submissions.filter((submission) => submission.status === ACCEPTED).length;
  const languageBreakdown: ProfileStats['languageBreakdown'] = {};
  const daily = new Map<string, number>();
  for (const submission of submissions) {
    languageBreakdown[submission.language] = (languageBreakdown[submission.language] ?? 0) + 1;
    const day = utcDayKey(new Date(submission.createdAt));
    daily.set(day, (daily.get(day) ?? 0) + 1);
  }
  const difficultyBreakdown = { EASY: 0, MEDIUM: 0, HARD: 0 };
  for (const difficulty of DIFFICULTIES) {
    difficultyBreakdown[difficulty] = solved.filter((problem) => problem.difficulty === difficulty).length;
  }
  return {
    recentSubmissions: submissions.filter((submission) => new Date(submission.createdAt).getTime() >= since)
      .length,
    solvedCount: solved.length,
    totalSubmissions: submissions.length,
    acceptedSubmissions: accepted,
    successRate: percent(accepted, submissions.length, 1),
    difficultyBreakdown,
    languageBreakdown,
    daily: [...daily].map(([date, count]) => ({ date, count })),
    // The streak needs the server's calendar: unknown without the stats call.
    streak: { current: 0, longest: 0 },
  };
}
