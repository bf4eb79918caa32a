import { ADMIN_WEB, DESCRIPTION_PREVIEW_CHARS } from '@codedojo/shared';
import { Trash2 } from 'lucide-react';
import { DifficultyBadge } from '../../../components/DifficultyBadge.tsx';
import { previewOf } from '../../problems/list/filterProblems.ts';
import type { ProblemSummary } from '../../problems/types.ts';
import { TagsPreview } from '../list/TagsPreview.tsx';

type Props = { problem: ProblemSummary; deleting: boolean; disabled: boolean; onDelete: () => void };

/** Title, difficulty, description, the first 3 tags plus '+N more', and the ID. */
export function DeleteProblemCard({ problem, deleting, disabled, onDelete }: Props) {
  return (
    <li
      className="card border border-base-content/10 bg-base-200/40"
      data-testid="delete-problem-card"
      data-problem-id={problem.id}
    >
      <div className="card-body gap-3">
        <div className="flex items-start justify-between gap-2">
          <h2 className="card-title text-base">{problem.title}</h2>
          <DifficultyBadge difficulty={problem.difficulty} />
        </div>
        <p className="text-sm text-base-content/70">
          {previewOf(problem.description, DESCRIPTION_PREVIEW_CHARS)}
        </p>
        <TagsPreview tags={problem.tags} />
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
      </div>
    </li>
  );
}
