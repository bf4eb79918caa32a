import type { ProblemSummary } from '@codedojo/shared';
import { PROBLEMS_WEB } from '@codedojo/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { problemsQuery, solvedQuery } from '../../../api/queries.ts';
import { notify } from '../../../lib/toast.ts';

type ListState = { loading: boolean; problems: ProblemSummary[]; solved: ReadonlySet<string> };

/** All problems plus the ids the user solved (a failed solved-list call counts as none solved). */
export function useProblemsList(): ListState {
  const problems = useQuery(problemsQuery());
  const solved = useQuery(solvedQuery());
  useEffect(() => {
    if (problems.isError) notify.error(PROBLEMS_WEB.fetchFailed);
  }, [problems.isError]);
  const solvedIds = useMemo(() => new Set((solved.data ?? []).map((row) => row.id)), [solved.data]);
  return {
    loading: problems.isPending || solved.isPending,
    problems: problems.data ?? [],
    solved: solvedIds,
  };
}
