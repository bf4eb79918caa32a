import { LEARNING_WEB, PROBLEMS_WEB } from '@codedojo/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queryKeys } from '../../../api/queryKeys.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { languageLabel } from '../../../lib/format.ts';
import { problemsApi } from '../problemsApi.ts';
import { useLiveSubmissions } from './useLiveSubmissions.ts';

const COLUMNS = [
  { label: PROBLEMS_WEB.colStatus },
  { label: PROBLEMS_WEB.language },
  { label: PROBLEMS_WEB.submittedAt },
];

export const problemSubmissionsQuery = (problemId: string) => ({
  queryKey: queryKeys.problemSubmissions(problemId),
  queryFn: () => problemsApi.submissions(problemId),
});

/**
 * The user's submissions to this problem, newest first (failure tolerated as none); queued and
 * running ones update live from their events.
 */
export function ProblemSubmissionsTab({ problemId }: { problemId: string }) {
  const query = useQuery(problemSubmissionsQuery(problemId));
  useLiveSubmissions(problemId, query.data);

  if (query.isPending) return <span className="loading loading-spinner" aria-hidden="true" />;
  const rows = query.data ?? [];
  if (rows.length === 0) return <p className="text-base-content/60">{PROBLEMS_WEB.noSubmissions}</p>;
  return (
    <>
      {rows.length > 1 ? (
        <Link
          to={`/problems/${encodeURIComponent(problemId)}/compare`}
          className="btn btn-outline btn-xs"
          data-testid="compare-link"
        >
          {LEARNING_WEB.compareTitle}
        </Link>
      ) : null}
      <DataTable columns={COLUMNS} testId="submissions-table" compact>
        {rows.map((row) => (
          <tr key={row.id} data-testid="submission-row" data-status={row.status}>
            <td>
              <StatusBadge status={row.status} />
            </td>
            <td>{languageLabel(row.language)}</td>
            <td className="text-sm text-base-content/70">{new Date(row.createdAt).toLocaleString()}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
