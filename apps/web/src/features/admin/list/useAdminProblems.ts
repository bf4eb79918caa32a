import { ADMIN_WEB } from '@codedojo/shared';
import { useCallback, useEffect, useState } from 'react';
import { notify } from '../../../lib/toast.ts';
import { problemsApi } from '../../problems/problemsApi.ts';
import type { ProblemSummary } from '../../problems/types.ts';

/** The admin screens' problem list: loaded once, reloadable, with local removal after a delete. */
export function useAdminProblems() {
  const [problems, setProblems] = useState<ProblemSummary[]>([]);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    try {
      const result = await problemsApi.list();
      if (result.ok && result.body.success) setProblems(result.body.data ?? []);
      else notify.error(ADMIN_WEB.listFetchFailed);
    } catch {
      notify.error(ADMIN_WEB.listFetchFailed);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const removeLocal = useCallback(
    (id: string) => setProblems((previous) => previous.filter((problem) => problem.id !== id)),
    [],
  );

  return { problems, loading, reload, removeLocal };
}
