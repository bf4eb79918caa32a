import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../testing/fixtures.ts';
import { createTestApp, dbTargets, signedInUser, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';
import { insertSubmission } from '../testing/learning.ts';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-12-30T20:00:00Z');
type Item = { problemId: string; due: boolean; dueAt: string; intervalStep: number };

describe.each(dbTargets)('review queue on %s', (target) => {
  let t: TestApp;
  let now = new Date(T0);
  let me: { cookie: string; id: string };
  let other: { cookie: string; id: string };
  let a: string;
  let b: string;
  const due = async () => {
    const res = await call(t.app, 'GET', '/api/v1/review', { cookie: me.cookie });
    expect(res.status).toBe(200);
    return (res.json.data as Item[]).map((item) => item.problemId);
  };
  const submit = (problemId: string, status: string) =>
    insertSubmission(t.db, { userId: me.id, problemId, status, at: now });

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => now });
    me = await signedInUser(t, 'review@example.com', 'Review');
    other = await signedInUser(t, 'other-review@example.com', 'Other');
    a = (await insertProblem(t.db, { title: 'A', difficulty: 'EASY' })).id;
    b = (await insertProblem(t.db, { title: 'B', difficulty: 'HARD' })).id;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('lists a solved problem one day after the first solve, not before', async () => {
    await submit(a, 'Accepted');
    await submit(b, 'Wrong Answer');
    expect(await due()).toEqual([]);
    now = new Date(T0 + DAY - 1);
    expect(await due()).toEqual([]);
    now = new Date(T0 + DAY);
    expect(await due()).toEqual([a]);
  });

  it('moves to 3 days after a successful re-solve, across the year end', async () => {
    await submit(a, 'Accepted');
    expect(await due()).toEqual([]);
    const res = await call(t.app, 'GET', `/api/v1/review/${a}`, { cookie: me.cookie });
    expect(res.json.data).toMatchObject({ due: false, intervalStep: 1, dueAt: '2027-01-03T20:00:00.000Z' });
    now = new Date(T0 + 4 * DAY);
    expect(await due()).toEqual([a]);
  });

  it('goes back to one day after a failed re-solve', async () => {
    await submit(a, 'Wrong Answer');
    const res = await call(t.app, 'GET', `/api/v1/review/${a}`, { cookie: me.cookie });
    expect(res.json.data).toMatchObject({ due: false, intervalStep: 0 });
    now = new Date(T0 + 5 * DAY);
    expect(await due()).toEqual([a]);
  });

  it('postpones a due review by a day on skip', async () => {
    const res = await call(t.app, 'POST', `/api/v1/review/${a}/skip`, { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ due: false });
    expect(await due()).toEqual([]);
    now = new Date(T0 + 6 * DAY);
    expect(await due()).toEqual([a]);
  });

  it("never shows or skips another user's reviews, nor an unsolved problem", async () => {
    const list = await call(t.app, 'GET', '/api/v1/review', { cookie: other.cookie });
    expect(list.json.data).toEqual([]);
    const skip = await call(t.app, 'POST', `/api/v1/review/${a}/skip`, { cookie: other.cookie });
    expect(skip.status).toBe(404);
    expect(skip.json.code).toBe('not_in_review');
    expect((await call(t.app, 'POST', `/api/v1/review/${b}/skip`, { cookie: me.cookie })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/v1/review/${b}`, { cookie: me.cookie })).status).toBe(404);
    expect(await due()).toEqual([a]);
  });

  it('answers 404 for malformed ids and 401 when logged out', async () => {
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000', '%00', '..%2F..']) {
      const res = await call(t.app, 'POST', `/api/v1/review/${id}/skip`, { cookie: me.cookie });
      expect(res.status).toBe(404);
    }
    expect((await call(t.app, 'GET', '/api/v1/review')).status).toBe(401);
    expect((await call(t.app, 'POST', `/api/v1/review/${a}/skip`)).status).toBe(401);
  });
});
