import { LEARNING_WEB } from '@codedojo/shared';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { queryKeys } from '../../api/queryKeys.ts';
import { reviewApi } from './reviewApi.ts';

/** On the problem page: a note when this solved problem is due for review (nothing otherwise). */
export function ReviewDueNote({ problemId }: { problemId: string }) {
  // A submit invalidates ['review']; a failure (not in review) shows nothing.
  const { data } = useQuery({
    queryKey: queryKeys.reviewOf(problemId),
    queryFn: () => reviewApi.of(problemId),
  });
  if (!data?.due) return null;
  return (
    <div role="status" className="alert alert-info alert-soft" data-testid="review-due">
      <History className="size-5" aria-hidden="true" />
      <span>{LEARNING_WEB.reviewDue}</span>
    </div>
  );
}
