import type { SubmissionRow } from '@codedojo/shared';
import { fillTemplate, PROFILE_SUBMISSIONS_ROWS, PROFILE_WEB } from '@codedojo/shared';
import { Code2 } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable, TableFrame } from '../../components/DataTable.tsx';
import { IconButton } from '../../components/IconButton.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { languageLabel } from '../../lib/format.ts';
import { formatDateTime, relativeTime } from '../../lib/time.ts';
import { EmptyProfileTab } from './EmptyProfileTab.tsx';
import { problemTitle } from './profileData.ts';

const COLUMNS = [
  { label: PROFILE_WEB.colProblem },
  { label: PROFILE_WEB.colLanguage },
  { label: PROFILE_WEB.colStatus },
  { label: PROFILE_WEB.colSubmitted },
  { label: PROFILE_WEB.colCode, align: 'right' },
] as const;

type ProfileSubmissionsTabProps = {
  submissions: SubmissionRow[];
  titles: Map<string, string>;
  onOpen: (submission: SubmissionRow) => void;
};

/** The 15 latest submissions; each row opens its source code. */
export function ProfileSubmissionsTab({ submissions, titles, onOpen }: ProfileSubmissionsTabProps) {
  if (submissions.length === 0) return <EmptyProfileTab tab="submissions" />;
  const rows = submissions.slice(0, PROFILE_SUBMISSIONS_ROWS);
  return (
    <TableFrame>
      <DataTable columns={COLUMNS} testId="profile-submissions-table">
        {rows.map((submission) => {
          const title = problemTitle(submission, titles);
          return (
            <tr key={submission.id} className="hover:bg-base-300/50" data-testid="profile-submission-row">
              <td className="max-w-xs truncate">
                <Link to={`/problems/${submission.problemId}`} className="link-hover link font-medium">
                  {title}
                </Link>
              </td>
              <td>{languageLabel(submission.language)}</td>
              <td>
                <StatusBadge status={submission.status} />
              </td>
              <td className="whitespace-nowrap text-base-content/70">
                <time dateTime={submission.createdAt} title={formatDateTime(submission.createdAt)}>
                  {relativeTime(submission.createdAt)}
                </time>
              </td>
              <td className="text-right">
                <ViewCodeButton title={title} onClick={() => onOpen(submission)} />
              </td>
            </tr>
          );
        })}
      </DataTable>
      {submissions.length > rows.length ? (
        <p className="px-4 py-3 text-xs text-base-content/50">
          {fillTemplate(PROFILE_WEB.showingLatest, { shown: rows.length, total: submissions.length })}
        </p>
      ) : null}
    </TableFrame>
  );
}

/** 'View code', named for screen readers after the submission's problem. */
function ViewCodeButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <IconButton
      icon={Code2}
      label={PROFILE_WEB.viewCode}
      className="btn btn-ghost btn-xs"
      onClick={onClick}
      aria-label={fillTemplate(PROFILE_WEB.viewCodeLabel, { title })}
      testId="profile-view-code"
    />
  );
}
