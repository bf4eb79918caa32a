import type { Difficulty } from '@codedojo/shared';
import { api, dataOf } from '../../api/client.ts';

export type ReviewItem = {
  problemId: string;
  title: string;
  difficulty: Difficulty;
  dueAt: string;
  due: boolean;
  intervalStep: number;
  reviews: number;
};

type Data<T> = { data: T };
const path = (id: string) => encodeURIComponent(id);

export const reviewApi = {
  due: () => api.get<Data<ReviewItem[]>>('/review').then(dataOf),
  of: (problemId: string) => api.get<Data<ReviewItem>>(`/review/${path(problemId)}`).then(dataOf),
  skip: (problemId: string) => api.post<Data<ReviewItem>>(`/review/${path(problemId)}/skip`).then(dataOf),
};
