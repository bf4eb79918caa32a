import type { ProblemSummary } from '@codedojo/shared';
import { ADMIN_WEB } from '@codedojo/shared';
import { Trash2 } from 'lucide-react';
import { AdminProblemCard } from '../list/AdminProblemCard.tsx';

type Props = { problem: ProblemSummary; deleting: boolean; disabled: boolean; onDelete: () => void };

/** Title, difficulty, description, the first 3 tags plus '+N more', and the ID. */
export function DeleteProblemCard({ problem, deleting, disabled, onDelete }: Props) {
  return (
    <AdminProblemCard problem={problem} testId="delete-problem-card">
      <p className="font-code text-xs text-base-content/50">
        {ADMIN_WEB.idLabel}: {problem.id}
      </p>
      <div className="card-actions justify-end">
        <button
          type="button"
          className="btn btn-error btn-outline btn-sm"
          onClick={onDelete}
          disabled={deleting || disabled}
          data-testid="delete-button"
        >
          {deleting ? (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          ) : (
            <Trash2 className="size-4" aria-hidden="true" />
          )}
          {deleting ? ADMIN_WEB.deleting : ADMIN_WEB.deleteButton}
        </button>
      </div>
    </AdminProblemCard>
  );
}
