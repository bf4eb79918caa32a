import type { ProblemSummary } from '@codedojo/shared';
import {
  DESCRIPTION_PREVIEW_CHARS,
  PROBLEM_LIST_TAGS_SHOWN,
  PROBLEMS_WEB,
  previewOf,
} from '@codedojo/shared';
import { Circle, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable, TableFrame } from '../../../components/DataTable.tsx';
import { DifficultyBadge } from '../../../components/DifficultyBadge.tsx';

const COLUMNS = [
  { label: PROBLEMS_WEB.colProblem },
  { label: PROBLEMS_WEB.colDifficulty },
  { label: PROBLEMS_WEB.colTags },
  { label: PROBLEMS_WEB.colStatus },
];

type Props = { problems: ProblemSummary[]; solved: ReadonlySet<string> };

/** Problem (link + description preview), Difficulty, Tags (first 3, then '+N') and Status. */
export function ProblemsTable({ problems, solved }: Props) {
  return (
    <TableFrame faint>
      <DataTable
        columns={COLUMNS}
        testId="problems-table"
        empty={problems.length === 0 ? { message: PROBLEMS_WEB.empty, testId: 'problems-empty' } : undefined}
      >
        {problems.map((problem) => (
          <ProblemRow key={problem.id} problem={problem} isSolved={solved.has(problem.id)} />
        ))}
      </DataTable>
    </TableFrame>
  );
}

function ProblemRow({ problem, isSolved }: { problem: ProblemSummary; isSolved: boolean }) {
  const shown = problem.tags.slice(0, PROBLEM_LIST_TAGS_SHOWN);
  const more = problem.tags.length - shown.length;
  return (
    <tr className="hover:bg-base-content/5" data-testid="problem-row" data-problem-id={problem.id}>
      <td className="max-w-md">
        <Link
          to={`/problems/${problem.id}`}
          className="link-hover link font-semibold"
          data-testid="problem-link"
        >
          {problem.title}
        </Link>
        <p className="mt-1 text-sm text-base-content/60" data-testid="problem-preview">
          {previewOf(problem.description, DESCRIPTION_PREVIEW_CHARS)}
        </p>
      </td>
      <td>
        <DifficultyBadge difficulty={problem.difficulty} />
      </td>
      <td>
        <div className="flex flex-wrap gap-1" data-testid="problem-tags">
          {shown.map((tag) => (
            <span key={tag} className="badge badge-ghost badge-sm">
              {tag}
            </span>
          ))}
          {more > 0 ? <span className="badge badge-outline badge-sm">+{more}</span> : null}
        </div>
      </td>
      <td>
        {isSolved ? (
          <span className="badge badge-success badge-soft gap-1" data-testid="problem-status">
            <CircleCheck className="size-3.5" aria-hidden="true" />
            {PROBLEMS_WEB.solved}
          </span>
        ) : (
          <span className="badge badge-ghost gap-1" data-testid="problem-status">
            <Circle className="size-3.5" aria-hidden="true" />
            {PROBLEMS_WEB.notAttempted}
          </span>
        )}
      </td>
    </tr>
  );
}
