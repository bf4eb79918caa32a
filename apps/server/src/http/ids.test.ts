import { ERROR_CODES as C, type ErrorCode, SERVER } from '@codedojo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSumProblem, sumProblem } from '../testing/fixtures.ts';
import { createTestApp, type DbTarget, dbTargets, signedInUser } from '../testing/harness.ts';
import { call } from '../testing/http.ts';

const MALFORMED = ['not-a-uuid', "1' OR '1'='1", '00000000-0000-4000-8000-00000000000g', '%20'];

/** Decision 0019: a malformed id is an unknown id, 404 with the code of what it names, wherever it is. */
/** What every test starts from: an app, a learner's and an admin's session cookies, and a problem. */
async function setUp(target: DbTarget) {
  const t = await createTestApp(target, { ADMIN_EMAILS: 'chief@example.com' });
  return {
    t,
    learner: (await signedInUser(t, 'ids@example.com', 'Ida Ids')).cookie,
    admin: (await signedInUser(t, 'chief@example.com', 'Chief')).cookie,
    problemId: (await insertSumProblem(t.db)).id,
  };
}

describe.each(dbTargets)('malformed ids on %s', (target) => {
  let given: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    given = await setUp(target);
  });
  afterAll(async () => {
    await given?.t.close();
  });

  const expect404 = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    code: ErrorCode,
    options: { body?: unknown; cookie?: string } = {},
  ) => {
    const res = await call(given.t.app, method, url, { cookie: given.learner, ...options });
    expect(res.status, `${method} ${url}`).toBe(404);
    expect(res.json.code, `${method} ${url}`).toBe(code);
  };

  it('answers 404 for a malformed id in a path', async () => {
    for (const raw of MALFORMED) {
      const id = encodeURIComponent(raw);
      await expect404('GET', `/api/v1/problems/get-problem/${id}`, C.problemNotFound);
      await expect404('GET', `/api/v1/problems/${id}/solutions`, C.problemNotFound);
      await expect404('POST', `/api/v1/problems/${id}/solutions/reveal`, C.problemNotFound);
      await expect404('DELETE', `/api/v1/problems/delete-problem/${id}`, C.problemNotFound, {
        cookie: given.admin,
      });
      await expect404('POST', `/api/v1/problems/${id}/rejudge`, C.problemNotFound, { cookie: given.admin });
      await expect404('PUT', `/api/v1/problems/update-problem/${id}`, C.problemNotFound, {
        cookie: given.admin,
        body: sumProblem(),
      });
      await expect404('GET', `/api/v1/playlist/${id}`, C.playlistNotFound);
      await expect404('DELETE', `/api/v1/playlist/${id}`, C.playlistNotFound);
      await expect404('POST', `/api/v1/playlist/${id}/add-problem`, C.playlistNotFound, {
        body: { problemIds: [given.problemId] },
      });
      await expect404('GET', `/api/v1/submissions/${id}`, C.submissionNotFound);
      await expect404('GET', `/api/v1/submissions/${id}/events`, C.submissionNotFound);
      await expect404('GET', `/api/v1/review/${id}`, C.notInReview);
      await expect404('POST', `/api/v1/review/${id}/skip`, C.notInReview);
    }
  });

  it('answers the same 404 for a malformed id in a query or a body', async () => {
    for (const id of MALFORMED) {
      const query = encodeURIComponent(id);
      await expect404('GET', `/api/v1/compare?a=${query}&b=${query}`, C.submissionNotFound);
      const execute = { source_code: 'print(1)', language_id: 71, problem_id: id };
      await expect404('POST', '/api/v1/execute-code/run', C.problemNotFound, { body: execute });
      await expect404('POST', '/api/v1/submissions', C.problemNotFound, { body: execute });
      const playlist = await call(given.t.app, 'POST', '/api/v1/playlist/create-playlist', {
        cookie: given.learner,
        body: { name: `Ids ${MALFORMED.indexOf(id)}` },
      });
      const playlistId = (playlist.json.data as { id: string }).id;
      const add = await call(given.t.app, 'POST', `/api/v1/playlist/${playlistId}/add-problem`, {
        cookie: given.learner,
        body: { problemIds: [given.problemId, id] },
      });
      expect(add.status).toBe(404);
      expect(add.json).toMatchObject({ code: C.unknownProblems, error: SERVER.unknownProblems });
    }
  });

  it('treats a malformed filter as naming no problem: an empty list, like an unknown one', async () => {
    for (const id of [...MALFORMED, '00000000-0000-4000-8000-000000000000']) {
      const url = `/api/v1/submission/get-all-submission?problemId=${encodeURIComponent(id)}`;
      const res = await call(given.t.app, 'GET', url, { cookie: given.learner });
      expect(res.status, id).toBe(200);
      expect(res.json.data).toEqual([]);
    }
  });
});
