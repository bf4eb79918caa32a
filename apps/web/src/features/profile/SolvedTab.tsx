import type { SolvedProblem } from '@codedojo/shared';
import { PROFILE_WEB } from '@codedojo/shared';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { DifficultyBadge } from '../../components/DifficultyBadge.tsx';
import { EmptyProfileTab } from './EmptyProfileTab.tsx';

/** A card per solved problem: title (link), difficulty and a 'Solved' badge. */
export function SolvedTab({ solved }: { solved: SolvedProblem[] }) {
  if (solved.length === 0) return <EmptyProfileTab tab="solved" />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="profile-solved-list">
      {solved.map((problem) => (
        <li
          key={problem.id}
          className="card border border-base-content/10 bg-base-200"
          data-testid="profile-solved-card"
        >
          <div className="card-body gap-3 p-4">
            <Link to={`/problems/${problem.id}`} className="link-hover link font-semibold">
              {problem.title}
            </Link>
            <div className="flex items-center gap-2">
              <DifficultyBadge difficulty={problem.difficulty} />
              <span className="badge badge-success badge-sm gap-1">
                <CircleCheck className="size-3" aria-hidden="true" />
                {PROFILE_WEB.solvedBadge}
              </span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
