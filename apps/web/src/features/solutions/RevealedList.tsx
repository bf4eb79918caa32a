import { LEARNING_WEB } from '@codedojo/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queryKeys } from '../../api/queryKeys.ts';
import { solutionsApi } from './solutionsApi.ts';

/** Profile: the problems whose solutions the user revealed before solving (hidden when none). */
export function RevealedList() {
  // A failure shows nothing, as an empty list does.
  const { data } = useQuery({ queryKey: queryKeys.revealed(), queryFn: solutionsApi.revealed });
  if (!data || data.length === 0) return null;
  return (
    <section className="card border border-base-content/10 bg-base-200" data-testid="revealed-list">
      <div className="card-body gap-3">
        <h2 className="card-title">{LEARNING_WEB.revealedBadge}</h2>
        <ul className="flex flex-wrap gap-2">
          {data.map((item) => (
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
