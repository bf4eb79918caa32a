import type { Problem } from '@codedojo/shared';
import { PROBLEMS_WEB } from '@codedojo/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { notify } from '../../../lib/toast.ts';
import { problemsApi } from '../problemsApi.ts';

export type ProblemState = { kind: 'loading' } | { kind: 'loaded'; problem: Problem } | { kind: 'not-found' };

export const problemQuery = (id: string) => ({
  queryKey: queryKeys.problem(id),
  queryFn: () => problemsApi.get(id),
});

/** Loading, then loaded or not found (spec section 4). Failures other than 404 also toast. */
export function useProblem(id: string | undefined): ProblemState {
  const query = useQuery({ ...problemQuery(id ?? ''), enabled: Boolean(id) });
  const failedOtherwise = query.isError && !(query.error instanceof ApiError && query.error.status === 404);
  useEffect(() => {
    if (failedOtherwise) notify.error(PROBLEMS_WEB.fetchOneFailed);
  }, [failedOtherwise]);
  if (!id || query.isError) return { kind: 'not-found' };
  if (query.isPending) return { kind: 'loading' };
  return { kind: 'loaded', problem: query.data };
}
