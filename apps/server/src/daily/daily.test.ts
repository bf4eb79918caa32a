import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../testing/fixtures.ts';
import { createTestApp, dbTargets, signedInUser, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';
import { insertSubmission } from '../testing/learning.ts';

const DAY = 24 * 60 * 60 * 1000;
type Daily = { date: string; problem: { id: string }; solved: boolean; streak: { current: number } };

describe.each(dbTargets)('daily problem and streaks on %s', (target) => {
  let t: TestApp;
  let now = new Date('2026-01-02T10:00:00Z');
  let me: { cookie: string; id: string };
  let other: { cookie: string; id: string };
  const daily = async (cookie: string) => {
    const res = await call(t.app, 'GET', '/api/v1/daily', { cookie });
    expect(res.status).toBe(200);
    return res.json.data as Daily;
  };
  const stats = async () =>
    (await call(t.app, 'GET', '/api/v1/users/me/stats', { cookie: me.cookie })).json.data as {
      streak: { current: number; longest: number };
    };

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => now });
    me = await signedInUser(t, 'daily@example.com', 'Daily');
    other = await signedInUser(t, 'other-daily@example.com', 'Other');
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 no_problems while the catalogue is empty, 401 when logged out', async () => {
    const res = await call(t.app, 'GET', '/api/v1/daily', { cookie: me.cookie });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe('no_problems');
    expect((await call(t.app, 'GET', '/api/v1/daily')).status).toBe(401);
  });

  it('gives everyone the same problem of the UTC day and no repeat over N days', async () => {
    for (const title of ['A', 'B', 'C', 'D', 'E']) await insertProblem(t.db, { title, difficulty: 'EASY' });
    // A cycle starts on a day number divisible by the catalogue size (5).
    const cycleStart = Math.ceil(Date.parse('2026-03-01T00:00:00Z') / DAY / 5) * 5;
    const ids: string[] = [];
    for (let day = 0; day < 5; day++) {
      now = new Date((cycleStart + day) * DAY + 12 * 60 * 60 * 1000);
      const mine = await daily(me.cookie);
      expect((await daily(other.cookie)).problem.id).toBe(mine.problem.id);
      // Still the same problem at the last millisecond of that UTC day.
      now = new Date((cycleStart + day + 1) * DAY - 1);
      expect((await daily(me.cookie)).problem.id).toBe(mine.problem.id);
      ids.push(mine.problem.id);
    }
    expect(new Set(ids).size).toBe(5);
  });

  it('says whether the user solved the daily problem', async () => {
    now = new Date('2026-06-15T08:00:00Z');
    const before = await daily(me.cookie);
    expect(before.solved).toBe(false);
    await insertSubmission(t.db, {
      userId: other.id,
      problemId: before.problem.id,
      status: 'Accepted',
      at: now,
    });
    expect((await daily(me.cookie)).solved).toBe(false);
    await insertSubmission(t.db, {
      userId: me.id,
      problemId: before.problem.id,
      status: 'Accepted',
      at: now,
    });
    const after = await daily(me.cookie);
    expect(after).toMatchObject({ date: '2026-06-15', solved: true, streak: { current: 1 } });
  });

  it('counts the streak across a year boundary and keeps it until the unsolved day ends', async () => {
    const fresh = await signedInUser(t, 'streak@example.com', 'Streak');
    me = fresh;
    const problemId = (await insertProblem(t.db, { title: 'S', difficulty: 'EASY' })).id;
    const at = (iso: string, status = 'Accepted') =>
      insertSubmission(t.db, { userId: fresh.id, problemId, status, at: new Date(iso) });
    await at('2025-12-30T23:59:59Z');
    await at('2025-12-31T00:00:00Z');
    await at('2026-01-01T12:00:00Z', 'Wrong Answer');
    await at('2026-01-01T23:59:59.999Z');
    // Another user's Accepted on 2026-01-02 does not count for me.
    await insertSubmission(t.db, {
      userId: other.id,
      problemId,
      status: 'Accepted',
      at: new Date('2026-01-02T01:00:00Z'),
    });

    now = new Date('2026-01-02T22:00:00Z');
    expect((await stats()).streak).toEqual({ current: 3, longest: 3 });
    now = new Date('2026-01-03T00:00:00Z');
    expect((await stats()).streak).toEqual({ current: 0, longest: 3 });
    // A submission made "later" than the clock is not counted yet.
    now = new Date('2025-12-31T10:00:00Z');
    expect((await stats()).streak).toEqual({ current: 2, longest: 2 });
  });

  it('counts the streak across a month end (February, leap year)', async () => {
    const fresh = await signedInUser(t, 'leap@example.com', 'Leap');
    me = fresh;
    const problemId = (await insertProblem(t.db, { title: 'L', difficulty: 'EASY' })).id;
    for (const iso of ['2028-02-28T05:00:00Z', '2028-02-29T05:00:00Z', '2028-03-01T05:00:00Z']) {
      await insertSubmission(t.db, { userId: fresh.id, problemId, status: 'Accepted', at: new Date(iso) });
    }
    now = new Date('2028-03-02T23:00:00Z');
    expect((await stats()).streak).toEqual({ current: 3, longest: 3 });
    now = new Date('2028-03-01T00:00:00Z');
    expect((await stats()).streak).toEqual({ current: 2, longest: 2 });
  });
});
