import type { PlaylistInput, playlistsContract } from '@codedojo/shared';
import { api, dataOf } from '../../api/client.ts';

const path = (id: string) => `/playlist/${encodeURIComponent(id)}`;
type P = typeof playlistsContract;

/** The playlist calls of spec section 7, plus PUT /playlist/:id for the edit screen. */
export const playlistsApi = {
  list: () => api.get<P['list']>('/playlist').then(dataOf),
  get: (id: string) => api.get<P['get']>(path(id)).then(dataOf),
  create: (input: PlaylistInput) => api.post<P['create']>('/playlist/create-playlist', input).then(dataOf),
  update: (id: string, input: PlaylistInput) => api.put<P['update']>(path(id), input).then(dataOf),
  remove: (id: string) => api.del<P['remove']>(path(id)),
  addProblems: (id: string, problemIds: string[]) =>
    api.post<P['addProblems']>(`${path(id)}/add-problem`, { problemIds }).then(dataOf),
  removeProblem: (id: string, problemId: string) =>
    api.del<P['removeProblems']>(`${path(id)}/remove-problem`, { problemIds: [problemId] }).then(dataOf),
};
