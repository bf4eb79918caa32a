import type { Language } from '@codedojo/shared';
import { api, dataOf } from '../../api/client.ts';

export type Solutions = {
  problemId: string;
  editorial: string | null;
  referenceSolution: Record<Language, string>;
  revealedBeforeSolving: boolean;
  revealedAt: string | null;
};
export type RevealedProblem = { problemId: string; title: string; difficulty: string; revealedAt: string };

type Data<T> = { data: T };
const path = (id: string) => encodeURIComponent(id);

export const solutionsApi = {
  get: (problemId: string) => api.get<Data<Solutions>>(`/problems/${path(problemId)}/solutions`).then(dataOf),
  reveal: (problemId: string) =>
    api.post<Data<Solutions>>(`/problems/${path(problemId)}/solutions/reveal`).then(dataOf),
  revealed: () => api.get<Data<RevealedProblem[]>>('/users/me/revealed-solutions').then(dataOf),
};
