import { PROBLEMS_WEB } from '@codedojo/shared';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/toast.ts';
import { problemsApi } from '../problemsApi.ts';
import type { Problem } from '../types.ts';

export type ProblemState = { kind: 'loading' } | { kind: 'loaded'; problem: Problem } | { kind: 'not-found' };

/** Loading, then loaded or not found (spec section 4). Failures other than 404 also toast. */
export function useProblem(id: string | undefined): ProblemState {
  const [state, setState] = useState<ProblemState>({ kind: 'loading' });
  useEffect(() => {
    if (!id) {
      setState({ kind: 'not-found' });
      return;
    }
    let active = true;
    setState({ kind: 'loading' });
    problemsApi
      .get(id)
      .then((result) => {
        if (!active) return;
        if (result.ok && result.body.data) {
          setState({ kind: 'loaded', problem: result.body.data });
          return;
        }
        if (!result.ok && result.status !== 404) notify.error(PROBLEMS_WEB.fetchOneFailed);
        setState({ kind: 'not-found' });
      })
      .catch(() => {
        if (!active) return;
        notify.error(PROBLEMS_WEB.fetchOneFailed);
        setState({ kind: 'not-found' });
      });
    return () => {
      active = false;
    };
  }, [id]);
  return state;
}
