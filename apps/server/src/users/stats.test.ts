import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solved, submissions } from '../db/schema.ts';
import { insertProblem } from '../testing/fixtures.ts';
import { createTestApp, dbTargets, signedInUser, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe.each(dbTargets)('profile statistics on %s', (target) => {
  let t: TestApp;
  let me: { cookie: string; id: string };

  beforeAll(async () => {
    t = await createTestApp(target);
    me = await signedInUser(t, 'stats@example.com', 'Stat Person');
    const other = await signedInUser(t, 'noise@example.com', 'Noise');
    const easy = (await insertProblem(t.db, { title: 'E', difficulty: 'EASY' })).id;
    const medium = (await insertProblem(t.db, { title: 'M', difficulty: 'MEDIUM' })).id;
    const row = (
      userId: string,
      problemId: string,
      language: 'JAVASCRIPT' | 'PYTHON' | 'JAVA',
      status: string,
      createdAt: Date,
    ) => ({
      userId,
      problemId,
      language,
      status,
      sourceCode: 'x',
      createdAt,
    });
    // By hand: 6 submissions, 2 accepted (33.3 %), 4 in the last 7 days; Python 3, Java 2, JavaScript 1.
    await t.db
      .insert(submissions)
      .values([
        row(me.id, easy, 'PYTHON', 'Wrong Answer', daysAgo(0)),
        row(me.id, easy, 'PYTHON', 'Accepted', daysAgo(0)),
        row(me.id, medium, 'JAVA', 'Compilation Error', daysAgo(2)),
        row(me.id, medium, 'JAVA', 'Accepted', daysAgo(6)),
        row(me.id, medium, 'PYTHON', 'Time Limit Exceeded', daysAgo(30)),
        row(me.id, easy, 'JAVASCRIPT', 'Wrong Answer', daysAgo(400)),
        row(other.id, easy, 'JAVA', 'Accepted', daysAgo(0)),
      ]);
    await t.db.insert(solved).values([
      { userId: me.id, problemId: easy },
      { userId: me.id, problemId: medium },
      { userId: other.id, problemId: easy },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('matches the hand-computed figures', async () => {
    const res = await call(t.app, 'GET', '/api/v1/users/me/stats', { cookie: me.cookie });
    expect(res.status).toBe(200);
    const data = res.json.data as Record<string, unknown> & { daily: { date: string; count: number }[] };
    expect(data).toMatchObject({
      recentSubmissions: 4,
      solvedCount: 2,
      totalSubmissions: 6,
      successRate: 33.3,
      difficultyBreakdown: { EASY: 1, MEDIUM: 1, HARD: 0 },
      languageBreakdown: { PYTHON: 3, JAVA: 2, JAVASCRIPT: 1 },
    });
    // The 400-day-old submission is outside the year's heatmap.
    expect(data.daily.reduce((sum, day) => sum + day.count, 0)).toBe(5);
    expect(data.daily.find((day) => day.date === isoDay(daysAgo(0)))?.count).toBe(2);
  });

  it('answers zeros for a user with no submissions, and 401 when logged out', async () => {
    const fresh = await signedInUser(t, 'fresh@example.com', 'Fresh');
    const res = await call(t.app, 'GET', '/api/v1/users/me/stats', { cookie: fresh.cookie });
    expect(res.json.data).toMatchObject({ totalSubmissions: 0, successRate: 0, solvedCount: 0, daily: [] });
    expect((await call(t.app, 'GET', '/api/v1/users/me/stats')).status).toBe(401);
  });
});
