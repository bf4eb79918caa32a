import { fillTemplate, LEARNING_WEB } from '@codedojo/shared';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { DifficultyBadge } from '../../components/DifficultyBadge.tsx';
import { useLoader } from '../../lib/useLoader.ts';
import { type ReviewItem, reviewApi } from './reviewApi.ts';

const loadDue = async (): Promise<ReviewItem[]> => {
  const result = await reviewApi.due().catch(() => undefined);
  return result?.ok ? result.body.data : [];
};

/** Dashboard: "Due for review (N)", each with Review (open it) and Skip (postpone a day). */
export function ReviewQueueCard() {
  const load = useCallback(loadDue, []);
  const { state, setData } = useLoader(load);
  const items = state.status === 'ready' ? state.data : [];
  const skip = async (problemId: string) => {
    const result = await reviewApi.skip(problemId).catch(() => undefined);
    if (result?.ok) setData(items.filter((item) => item.problemId !== problemId));
  };
  return (
    <section className="card border border-base-content/10 bg-base-200/40" data-testid="review-queue">
      <div className="card-body gap-3">
        <h2 className="card-title text-lg">{fillTemplate(LEARNING_WEB.reviewTitle, { n: items.length })}</h2>
        {items.length === 0 ? (
          <p className="text-sm text-base-content/70">{LEARNING_WEB.reviewEmpty}</p>
        ) : (
          <ul className="space-y-2">
            {items.map((item) => (
              <li key={item.problemId} className="flex items-center gap-2" data-testid="review-item">
                <Link to={`/problems/${item.problemId}`} className="link link-hover flex-1 truncate">
                  {item.title}
                </Link>
                <DifficultyBadge difficulty={item.difficulty} />
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={fillTemplate(LEARNING_WEB.reviewSkipLabel, { title: item.title })}
                  onClick={() => void skip(item.problemId)}
                  data-testid="review-skip"
                >
                  {LEARNING_WEB.reviewSkip}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
