import { PROBLEMS_WEB } from '@codedojo/shared';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/toast.ts';
import { problemsApi } from '../problemsApi.ts';
import type { ProblemSummary } from '../types.ts';

type ListState = { loading: boolean; problems: ProblemSummary[]; solved: ReadonlySet<string> };

/** All problems plus the ids the user solved (a failed solved-list call counts as none solved). */
export function useProblemsList(): ListState {
  const [state, setState] = useState<ListState>({ loading: true, problems: [], solved: new Set() });
  useEffect(() => {
    let active = true;
    const solvedIds = problemsApi
      .solved()
      .then((result) => new Set(result.ok ? (result.body.data ?? []).map((row) => row.id) : []))
      .catch(() => new Set<string>());
    problemsApi
      .list()
      .then(async (result) => {
        if (!result.ok) notify.error(PROBLEMS_WEB.fetchFailed);
        const problems = result.ok ? (result.body.data ?? []) : [];
        const solved = await solvedIds;
        if (active) setState({ loading: false, problems, solved });
      })
      .catch(() => {
        notify.error(PROBLEMS_WEB.fetchFailed);
        if (active) setState((previous) => ({ ...previous, loading: false }));
      });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
