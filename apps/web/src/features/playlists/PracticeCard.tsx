import { PLAYLIST_TABLE_TAGS, PLAYLISTS_WEB } from '@codedojo/shared';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { DifficultyBadge } from '../../components/DifficultyBadge.tsx';
import { ProblemLink } from './ProblemLink.tsx';
import type { PlaylistProblem } from './progress.ts';
import { isSolved } from './progress.ts';
import { TagList } from './TagList.tsx';

/** The problem being practised: title, difficulty, tags, status and a link to solve it. */
export function PracticeCard({ problem }: { problem: PlaylistProblem }) {
  const solved = isSolved(problem);
  return (
    <article className="card border border-base-content/10 bg-base-200" data-testid="practice-card">
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="card-title text-2xl" data-testid="practice-title">
            {problem.title}
          </h2>
          <DifficultyBadge difficulty={problem.difficulty} size="md" />
          {solved ? (
            <span className="badge badge-success gap-1" data-testid="practice-status">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              {PLAYLISTS_WEB.statusSolved}
            </span>
          ) : (
            <span className="badge badge-ghost gap-1" data-testid="practice-status">
              <CircleDashed className="size-3.5" aria-hidden="true" />
              {PLAYLISTS_WEB.statusNotSolved}
            </span>
          )}
        </div>
        <TagList tags={problem.tags} max={PLAYLIST_TABLE_TAGS} />
        <div className="card-actions">
          <ProblemLink problemId={problem.id} name="solve" />
        </div>
      </div>
    </article>
  );
}
