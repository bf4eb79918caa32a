import { ADMIN_WEB } from '@codedojo/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { problemsQuery } from '../../../api/queries.ts';
import { notify } from '../../../lib/toast.ts';

/** The admin screens' problem list: the shared catalogue query, with the admin's failure toast. */
export function useCatalogue() {
  const query = useQuery(problemsQuery());
  useEffect(() => {
    if (query.isError) notify.error(ADMIN_WEB.listFetchFailed);
  }, [query.isError]);
  return { problems: query.data ?? [], loading: query.isPending };
}
