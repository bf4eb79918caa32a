import type { Difficulty, ProblemSummary } from '@codedojo/shared';

export type DifficultyFilter = 'ALL' | Difficulty;
export type StatusFilter = 'ALL' | 'SOLVED' | 'UNSOLVED';
export type ProblemFilters = { search: string; difficulty: DifficultyFilter; status: StatusFilter };

/** Search matches the title or any tag, case-insensitively; then the difficulty and status filters. */
export function filterProblems(
  problems: ProblemSummary[],
  solved: ReadonlySet<string>,
  filters: ProblemFilters,
): ProblemSummary[] {
  const needle = filters.search.trim().toLowerCase();
  return problems.filter((problem) => {
    if (
      needle &&
      !problem.title.toLowerCase().includes(needle) &&
      !problem.tags.some((tag) => tag.toLowerCase().includes(needle))
    ) {
      return false;
    }
    if (filters.difficulty !== 'ALL' && problem.difficulty !== filters.difficulty) return false;
    if (filters.status === 'SOLVED' && !solved.has(problem.id)) return false;
    if (filters.status === 'UNSOLVED' && solved.has(problem.id)) return false;
    return true;
  });
}
