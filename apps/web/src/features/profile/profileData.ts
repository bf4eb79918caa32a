import { ACCEPTED, DIFFICULTIES, fillTemplate, PROFILE_RECENT_DAYS, PROFILE_WEB } from '@codedojo/shared';
import { dataOf } from '../../api/data.ts';
import {
  type CatalogProblem,
  type ProfileStats,
  progressApi,
  type SolvedProblem,
  type Submission,
} from '../../api/progress.ts';
import { percent } from '../../lib/format.ts';
import { utcDayKey } from '../../lib/time.ts';

export type ProfileData = {
  stats: ProfileStats;
  submissions: Submission[];
  solved: SolvedProblem[];
  /** Titles by problem id, for submissions whose problem the list call did not name. */
  titles: Map<string, string>;
  /** True when at least one call failed: the page shows what it has and says so once. */
  partial: boolean;
};

type Settled<T> = { ok: true; value: T } | { ok: false };

async function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await call };
  } catch {
    return { ok: false };
  }
}

/** The profile's four calls in parallel; each failure degrades gracefully (DESIGN section 9). */
export async function loadProfile(): Promise<ProfileData> {
  const [stats, submissions, solved, problems] = await Promise.all([
    settle(dataOf(progressApi.stats(), '')),
    settle(dataOf(progressApi.submissions(), '')),
    settle(dataOf(progressApi.solved(), '')),
    settle(dataOf(progressApi.problems(), '')),
  ]);
  const submissionList = submissions.ok ? submissions.value : [];
  const solvedList = solved.ok ? solved.value : [];
  return {
    stats: stats.ok ? stats.value : statsFrom(submissionList, solvedList),
    submissions: submissionList,
    solved: solvedList,
    titles: titleIndex(problems.ok ? problems.value : [], solvedList),
    partial: !(stats.ok && submissions.ok && solved.ok && problems.ok),
  };
}

function titleIndex(problems: CatalogProblem[], solved: SolvedProblem[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const problem of [...problems, ...solved]) titles.set(String(problem.id), problem.title);
  return titles;
}

/** A submission's problem title: from the submission, else the catalogue, else 'Problem #id'. */
export function problemTitle(submission: Submission, titles: Map<string, string>): string {
  return (
    submission.problem?.title ??
    titles.get(String(submission.problemId)) ??
    fillTemplate(PROFILE_WEB.unknownProblem, { id: submission.problemId })
  );
}

/** The statistics recomputed from the lists, when the stats call itself failed. */
export function statsFrom(
  submissions: Submission[],
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
  };
}
