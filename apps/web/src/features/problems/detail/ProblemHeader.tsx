import type { Problem } from '@codedojo/shared';
import { PROBLEMS_WEB } from '@codedojo/shared';
import { DifficultyBadge } from '../../../components/DifficultyBadge.tsx';

/** Title, difficulty badge and tags. */
export function ProblemHeader({ problem }: { problem: Problem }) {
  return (
    <header className="flex flex-wrap items-center gap-3" data-testid="problem-header">
      <h1 className="text-2xl font-bold" data-testid="problem-title">
        {problem.title}
      </h1>
      <DifficultyBadge difficulty={problem.difficulty} size="md" />
      <ul className="flex flex-wrap gap-1" aria-label={PROBLEMS_WEB.colTags}>
        {problem.tags.map((tag) => (
          <li key={tag} className="badge badge-ghost badge-sm">
            {tag}
          </li>
        ))}
      </ul>
    </header>
  );
}
