import type { Difficulty, ProblemSummary } from '@codedojo/shared';

export type AdminFilters = { search: string; difficulty: 'all' | Difficulty };

/** The update and delete screens search the title or the description, then filter by difficulty. */
export function filterAdminProblems(problems: ProblemSummary[], filters: AdminFilters): ProblemSummary[] {
  const needle = filters.search.trim().toLowerCase();
  return problems.filter(
    (problem) =>
      (!needle ||
        problem.title.toLowerCase().includes(needle) ||
        problem.description.toLowerCase().includes(needle)) &&
      (filters.difficulty === 'all' || problem.difficulty === filters.difficulty),
  );
}
