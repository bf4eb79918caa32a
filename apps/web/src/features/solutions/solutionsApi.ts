import type { learningContract } from '@codedojo/shared';
import { api, dataOf } from '../../api/client.ts';

const path = (id: string) => encodeURIComponent(id);
type L = typeof learningContract;

export const solutionsApi = {
  get: (problemId: string) => api.get<L['solutions']>(`/problems/${path(problemId)}/solutions`).then(dataOf),
  reveal: (problemId: string) =>
    api.post<L['reveal']>(`/problems/${path(problemId)}/solutions/reveal`).then(dataOf),
  revealed: () => api.get<L['reveals']>('/users/me/revealed-solutions').then(dataOf),
};
