import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionResults } from '../db/schema.ts';
import { insertProblem } from '../testing/fixtures.ts';
import { createTestApp, dbTargets, signedInUser, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';
import { addSolutionContent, insertSubmission } from '../testing/learning.ts';

const HIDDEN = 'HIDDEN-COMPARE-9';

describe.each(dbTargets)('submission compare on %s', (target) => {
  let t: TestApp;
  let me: { cookie: string; id: string };
  let other: { cookie: string; id: string };
  let older: string;
  let newer: string;
  let elsewhere: string;
  let theirs: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    me = await signedInUser(t, 'compare@example.com', 'Compare');
    other = await signedInUser(t, 'other-compare@example.com', 'Other');
    const problemId = (await insertProblem(t.db, { title: 'P', difficulty: 'EASY' })).id;
    const secondId = (await insertProblem(t.db, { title: 'Q', difficulty: 'EASY' })).id;
    await addSolutionContent(t.db, problemId, HIDDEN);
    const at = (ms: number) => new Date(Date.parse('2026-05-01T00:00:00Z') + ms);
    older = (
      await insertSubmission(t.db, {
        userId: me.id,
        problemId,
        status: 'Wrong Answer',
        at: at(0),
        code: 'print(2)',
      })
    ).id;
    newer = (
      await insertSubmission(t.db, {
        userId: me.id,
        problemId,
        status: 'Accepted',
        at: at(1000),
        code: 'print(3)',
      })
    ).id;
    elsewhere = (
      await insertSubmission(t.db, { userId: me.id, problemId: secondId, status: 'Accepted', at: at(2) })
    ).id;
    theirs = (await insertSubmission(t.db, { userId: other.id, problemId, status: 'Accepted', at: at(3) }))
      .id;
    const result = (submissionId: string, position: number, status: string) => ({
      submissionId,
      position,
      passed: status === 'Accepted',
      status,
      stdout: `${HIDDEN}-stdout`,
      expected: HIDDEN,
      timeMs: 5 + position,
      memoryKb: 900,
    });
    await t.db
      .insert(submissionResults)
      .values([
        result(older, 0, 'Wrong Answer'),
        result(older, 1, 'Wrong Answer'),
        result(newer, 0, 'Accepted'),
        result(newer, 1, 'Accepted'),
      ]);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('returns both submissions, older first, with verdict, time and memory per test and no test data', async () => {
    const res = await call(t.app, 'GET', `/api/v1/compare?a=${newer}&b=${older}`, { cookie: me.cookie });
    expect(res.status).toBe(200);
    const data = res.json.data as { older: Record<string, unknown>; newer: Record<string, unknown> };
    expect(data.older).toMatchObject({ id: older, status: 'Wrong Answer', sourceCode: 'print(2)' });
    expect(data.newer).toMatchObject({ id: newer, status: 'Accepted', sourceCode: 'print(3)' });
    expect(data.newer.tests).toEqual([
      { position: 0, hidden: false, passed: true, status: 'Accepted', timeMs: 5, memoryKb: 900 },
      { position: 1, hidden: true, passed: true, status: 'Accepted', timeMs: 6, memoryKb: 900 },
    ]);
    expect(res.text).not.toContain(HIDDEN);
  });

  it("answers 404 for another user's submission, whichever side it is on", async () => {
    for (const query of [`a=${older}&b=${theirs}`, `a=${theirs}&b=${older}`]) {
      const res = await call(t.app, 'GET', `/api/v1/compare?${query}`, { cookie: me.cookie });
      expect(res.status).toBe(404);
      expect(res.json.code).toBe('submission_not_found');
    }
  });

  it('refuses two submissions of different problems with 400', async () => {
    const res = await call(t.app, 'GET', `/api/v1/compare?a=${older}&b=${elsewhere}`, { cookie: me.cookie });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('different_problems');
  });

  it('answers 4xx for malformed or missing ids and 401 when logged out', async () => {
    for (const query of ['', `a=${older}`, 'a=x&b=y', `a=${older}&b=${'9'.repeat(101)}`, 'a[]=1&b=2']) {
      const res = await call(t.app, 'GET', `/api/v1/compare?${query}`, { cookie: me.cookie });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await call(t.app, 'GET', `/api/v1/compare?a=${older}&b=${newer}`)).status).toBe(401);
  });
});
