import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../testing/fixtures.ts';
import { createTestApp, dbTargets, signedInUser, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';
import { addSolutionContent, insertSubmission } from '../testing/learning.ts';

const HIDDEN = 'HIDDEN-424242';
const url = (id: string) => `/api/v1/problems/${id}/solutions`;

describe.each(dbTargets)('solutions and editorial on %s', (target) => {
  let t: TestApp;
  let solver: { cookie: string; id: string };
  let learner: { cookie: string; id: string };
  let problemId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    solver = await signedInUser(t, 'solver@example.com', 'Solver');
    learner = await signedInUser(t, 'learner@example.com', 'Learner');
    problemId = (await insertProblem(t.db, { title: 'Sum', difficulty: 'EASY' })).id;
    await addSolutionContent(t.db, problemId, HIDDEN);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('locks the solutions with 403 solutions_locked before the first Accepted', async () => {
    await insertSubmission(t.db, { userId: solver.id, problemId, status: 'Wrong Answer', at: new Date() });
    const res = await call(t.app, 'GET', url(problemId), { cookie: solver.cookie });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('solutions_locked');
    expect(res.text).not.toContain('Approach');
  });

  it('does not leak the editorial through get-problem to a learner', async () => {
    const res = await call(t.app, 'GET', `/api/v1/problems/get-problem/${problemId}`, {
      cookie: learner.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Approach');
    expect(res.text).not.toContain(HIDDEN);
  });

  it('serves the editorial and every reference after the first Accepted, never a hidden test', async () => {
    await insertSubmission(t.db, { userId: solver.id, problemId, status: 'Accepted', at: new Date() });
    const res = await call(t.app, 'GET', url(problemId), { cookie: solver.cookie });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      problemId,
      editorial: expect.stringContaining('Approach'),
      referenceSolution: { JAVASCRIPT: 'console.log(3)', PYTHON: 'print(3)', JAVA: 'class Main {}' },
      revealedBeforeSolving: false,
    });
    expect(res.text).not.toContain(HIDDEN);
    expect(res.text).not.toContain('testCases');
  });

  it('reveals before solving, records it once and lists it on the profile', async () => {
    const first = await call(t.app, 'POST', `${url(problemId)}/reveal`, { cookie: learner.cookie });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ revealedBeforeSolving: true });
    expect(first.text).not.toContain(HIDDEN);
    const again = await call(t.app, 'POST', `${url(problemId)}/reveal`, { cookie: learner.cookie });
    expect(again.status).toBe(200);
    const res = await call(t.app, 'GET', url(problemId), { cookie: learner.cookie });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ revealedBeforeSolving: true });
    const list = await call(t.app, 'GET', '/api/v1/users/me/revealed-solutions', { cookie: learner.cookie });
    expect(list.json.data).toEqual([
      { problemId, title: 'Sum', difficulty: 'EASY', revealedAt: expect.any(String) },
    ]);
  });

  it('does not record a reveal by someone who already solved the problem', async () => {
    const res = await call(t.app, 'POST', `${url(problemId)}/reveal`, { cookie: solver.cookie });
    expect(res.json.data).toMatchObject({ revealedBeforeSolving: false });
    const list = await call(t.app, 'GET', '/api/v1/users/me/revealed-solutions', { cookie: solver.cookie });
    expect(list.json.data).toEqual([]);
  });

  it("never unlocks from another user's solve or reveal", async () => {
    const third = await signedInUser(t, 'third@example.com', 'Third');
    const res = await call(t.app, 'GET', url(problemId), { cookie: third.cookie });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('solutions_locked');
  });

  it('answers 404 for malformed and unknown ids and 401 when logged out', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' OR '1'='1", 'x'.repeat(99)]) {
      const get = await call(t.app, 'GET', url(encodeURIComponent(id)), { cookie: learner.cookie });
      expect(get.status).toBe(404);
      const post = await call(t.app, 'POST', `${url(encodeURIComponent(id))}/reveal`, {
        cookie: learner.cookie,
      });
      expect(post.status).toBe(404);
    }
    // Too long for a route parameter: a clear 4xx (414), never a 500.
    const long = await call(t.app, 'GET', url('x'.repeat(200)), { cookie: learner.cookie });
    expect(long.status).toBeGreaterThanOrEqual(400);
    expect(long.status).toBeLessThan(500);
    expect((await call(t.app, 'GET', url(problemId))).status).toBe(401);
    expect((await call(t.app, 'POST', `${url(problemId)}/reveal`)).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/users/me/revealed-solutions')).status).toBe(401);
  });

  it('ignores a body sent with the reveal', async () => {
    const res = await call(t.app, 'POST', `${url(problemId)}/reveal`, {
      cookie: learner.cookie,
      raw: '{"problemId":',
    });
    expect(res.status).toBeLessThan(500);
  });
});
