import { fillTemplate, LEARNING_WEB } from '@codedojo/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queryKeys } from '../../api/queryKeys.ts';
import { DifficultyBadge } from '../../components/DifficultyBadge.tsx';
import { reviewApi } from './reviewApi.ts';

/** Dashboard: "Due for review (N)", each with Review (open it) and Skip (postpone a day). */
export function ReviewQueueCard() {
  const client = useQueryClient();
  const { data: items = [] } = useQuery({ queryKey: queryKeys.reviewDue(), queryFn: reviewApi.due });
  const skip = async (problemId: string) => {
    const skipped = await reviewApi.skip(problemId).catch(() => undefined);
    if (!skipped) return;
    client.setQueryData(
      queryKeys.reviewDue(),
      items.filter((item) => item.problemId !== problemId),
    );
    void client.invalidateQueries({ queryKey: queryKeys.reviewOf(problemId) });
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
