import { LEARNING_WEB } from '@codedojo/shared';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useLoader } from '../../lib/useLoader.ts';
import { type RevealedProblem, solutionsApi } from './solutionsApi.ts';

const loadRevealed = async (): Promise<RevealedProblem[]> => {
  const result = await solutionsApi.revealed().catch(() => undefined);
  return result?.ok ? result.body.data : [];
};

/** Profile: the problems whose solutions the user revealed before solving (hidden when none). */
export function RevealedList() {
  const load = useCallback(loadRevealed, []);
  const { state } = useLoader(load);
  if (state.status !== 'ready' || state.data.length === 0) return null;
  return (
    <section className="card border border-base-content/10 bg-base-200" data-testid="revealed-list">
      <div className="card-body gap-3">
        <h2 className="card-title">{LEARNING_WEB.revealedBadge}</h2>
        <ul className="flex flex-wrap gap-2">
          {state.data.map((item) => (
            <li key={item.problemId}>
              <Link to={`/problems/${item.problemId}`} className="badge badge-warning badge-soft">
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
