import { API_BASE, type LanguageId } from '@codedojo/shared';
import { api, dataOf } from '../../api/client.ts';
import type { ExecutionResult, Problem, ProblemPayload, SubmissionRecord, SubmissionRow } from './types.ts';

type Data<T> = { data: T };

export type ExecuteBody = {
  source_code: string;
  language_id: LanguageId;
  problem_id: string;
  stdin?: string[];
  expected_outputs?: (string | null)[];
};

const path = (id: string) => encodeURIComponent(id);

/** The problems, execution and submission calls of spec section 7. */
export const problemsApi = {
  get: (id: string) => api.get<Data<Problem>>(`/problems/get-problem/${path(id)}`).then(dataOf),
  run: (body: ExecuteBody) => api.post<Data<ExecutionResult>>('/execute-code/run', body).then(dataOf),
  /** Issue 11: the submission is a record (202 Queued); its verdict arrives through its events. */
  createSubmission: (body: ExecuteBody) =>
    api.post<Data<SubmissionRecord>>('/submissions', body).then(dataOf),
  submission: (id: string) => api.get<Data<SubmissionRecord>>(`/submissions/${path(id)}`).then(dataOf),
  submissionEventsUrl: (id: string) => `${API_BASE}/submissions/${path(id)}/events`,
  submissions: (problemId: string) =>
    api
      .get<Data<SubmissionRow[]>>(`/submission/get-all-submission?problemId=${path(problemId)}`)
      .then(dataOf),
  /** Resolves with the envelope: the admin screens show the server's own success message. */
  create: (body: ProblemPayload) => api.post<Data<Problem>>('/problems/create-problem', body),
  update: (id: string, body: ProblemPayload) =>
    api.put<Data<Problem>>(`/problems/update-problem/${path(id)}`, body),
  remove: (id: string) => api.del<Record<string, never>>(`/problems/delete-problem/${path(id)}`),
};
