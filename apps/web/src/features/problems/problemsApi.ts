import { API_BASE, type BodyOf, type problemsContract, type submissionsContract } from '@codedojo/shared';
import { api, dataOf } from '../../api/client.ts';
import type { ProblemPayload } from './types.ts';

export type ExecuteBody = BodyOf<typeof submissionsContract.run>;

const path = (id: string) => encodeURIComponent(id);

/** The problems, execution and submission calls of spec section 7, typed by the shared contract. */
export const problemsApi = {
  get: (id: string) => api.get<typeof problemsContract.get>(`/problems/get-problem/${path(id)}`).then(dataOf),
  run: (body: ExecuteBody) =>
    api.post<typeof submissionsContract.run>('/execute-code/run', body).then(dataOf),
  /** Issue 11: the submission is a record (202 Queued); its verdict arrives through its events. */
  createSubmission: (body: ExecuteBody) =>
    api.post<typeof submissionsContract.create>('/submissions', body).then(dataOf),
  submission: (id: string) =>
    api.get<typeof submissionsContract.get>(`/submissions/${path(id)}`).then(dataOf),
  submissionEventsUrl: (id: string) => `${API_BASE}/submissions/${path(id)}/events`,
  submissions: (problemId: string) =>
    api
      .get<typeof submissionsContract.list>(`/submission/get-all-submission?problemId=${path(problemId)}`)
      .then(dataOf),
  /** Resolves with the envelope: the admin screens show the server's own success message. */
  create: (body: ProblemPayload) =>
    api.post<typeof problemsContract.create>('/problems/create-problem', body),
  update: (id: string, body: ProblemPayload) =>
    api.put<typeof problemsContract.update>(`/problems/update-problem/${path(id)}`, body),
  remove: (id: string) => api.del<typeof problemsContract.remove>(`/problems/delete-problem/${path(id)}`),
};
