import type { PlaylistInput } from '@codedojo/shared';
import { api, dataOf } from '../../api/client.ts';
import type { Playlist } from './types.ts';

type Data<T> = { data: T };
const path = (id: string) => `/playlist/${encodeURIComponent(id)}`;

/** The playlist calls of spec section 7, plus PUT /playlist/:id for the edit screen. */
export const playlistsApi = {
  list: () => api.get<Data<Playlist[]>>('/playlist').then(dataOf),
  get: (id: string) => api.get<Data<Playlist>>(path(id)).then(dataOf),
  create: (input: PlaylistInput) => api.post<Data<Playlist>>('/playlist/create-playlist', input).then(dataOf),
  update: (id: string, input: PlaylistInput) => api.put<Data<Playlist>>(path(id), input).then(dataOf),
  remove: (id: string) => api.del<Record<string, never>>(path(id)),
  addProblems: (id: string, problemIds: string[]) =>
    api.post<Data<Playlist>>(`${path(id)}/add-problem`, { problemIds }).then(dataOf),
  removeProblem: (id: string, problemId: string) =>
    api.del<Data<Playlist>>(`${path(id)}/remove-problem`, { problemIds: [problemId] }).then(dataOf),
};
