import { LEARNING_WEB } from '@codedojo/shared';
import { History } from 'lucide-react';
import { useCallback } from 'react';
import { useLoader } from '../../lib/useLoader.ts';
import { reviewApi } from './reviewApi.ts';

/** On the problem page: a note when this solved problem is due for review (nothing otherwise). */
export function ReviewDueNote({ problemId, refreshKey }: { problemId: string; refreshKey: number }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey reloads after each submit
  const load = useCallback(async () => {
    const result = await reviewApi.of(problemId).catch(() => undefined);
    return result?.ok ? result.body.data.due : false;
  }, [problemId, refreshKey]);
  const { state } = useLoader(load);
  if (state.status !== 'ready' || !state.data) return null;
  return (
    <div role="status" className="alert alert-info alert-soft" data-testid="review-due">
      <History className="size-5" aria-hidden="true" />
      <span>{LEARNING_WEB.reviewDue}</span>
    </div>
  );
}
