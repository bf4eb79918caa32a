import type { learningContract } from '@codedojo/shared';
import { api, dataOf } from '../../api/client.ts';

const path = (id: string) => encodeURIComponent(id);
type L = typeof learningContract;

export const reviewApi = {
  due: () => api.get<L['dueReviews']>('/review').then(dataOf),
  of: (problemId: string) => api.get<L['review']>(`/review/${path(problemId)}`).then(dataOf),
  skip: (problemId: string) => api.post<L['skipReview']>(`/review/${path(problemId)}/skip`).then(dataOf),
};
