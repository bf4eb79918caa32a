import type { ProblemSummary } from '@codedojo/shared';
import { DESCRIPTION_PREVIEW_CHARS, previewOf } from '@codedojo/shared';
import type { ReactNode } from 'react';
import { DifficultyBadge } from '../../../components/DifficultyBadge.tsx';
import { TagsPreview } from './TagsPreview.tsx';

type Props = { problem: ProblemSummary; testId: string; children: ReactNode };

/** A problem in the admin lists: title, difficulty, description preview, tags, then `children`. */
export function AdminProblemCard({ problem, testId, children }: Props) {
  return (
    <li
      className="card border border-base-content/10 bg-base-200/40"
      data-testid={testId}
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
        {children}
      </div>
    </li>
  );
}
