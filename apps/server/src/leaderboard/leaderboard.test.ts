import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solved } from '../db/schema.ts';
import { insertProblem } from '../testing/fixtures.ts';
import { createTestApp, dbTargets, signedInUser, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';

type Entry = {
  rank: number;
  user: { id: string; name: string };
  totalScore: number;
  totalProblemsSolved: number;
  problemsSolved: { EASY: number; MEDIUM: number; HARD: number };
};

const at = (iso: string) => new Date(iso);

describe.each(dbTargets)('monthly leaderboard on %s', (target) => {
  let t: TestApp;
  let viewer: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(target);
    const users = ['Ada', 'Bob', 'Cyd', 'Dee'];
    for (const name of users) {
      const user = await signedInUser(t, `${name.toLowerCase()}@example.com`, name);
      ids[name] = user.id;
      viewer = user.cookie;
    }
    const e1 = (await insertProblem(t.db, { title: 'E1', difficulty: 'EASY' })).id;
    const e2 = (await insertProblem(t.db, { title: 'E2', difficulty: 'EASY' })).id;
    const m1 = (await insertProblem(t.db, { title: 'M1', difficulty: 'MEDIUM' })).id;
    const h1 = (await insertProblem(t.db, { title: 'H1', difficulty: 'HARD' })).id;
    // March 2026 (UTC). Ada: H1 + E1 = 6 points, reached on the 10th. Bob: M1 + E1 + E2 = 5.
    // Cyd: H1 = 5 points, reached on the 5th, before Bob's 20th: same rank, listed first.
    // Dee: E1 at 23:59:59 on 28 February (previous month) and E2 at 00:00 on 1 April (next).
    await t.db.insert(solved).values([
      { userId: ids.Ada ?? '', problemId: h1, firstSolvedAt: at('2026-03-01T00:00:00Z') },
      { userId: ids.Ada ?? '', problemId: e1, firstSolvedAt: at('2026-03-10T12:00:00Z') },
      { userId: ids.Bob ?? '', problemId: m1, firstSolvedAt: at('2026-03-02T00:00:00Z') },
      { userId: ids.Bob ?? '', problemId: e1, firstSolvedAt: at('2026-03-03T00:00:00Z') },
      { userId: ids.Bob ?? '', problemId: e2, firstSolvedAt: at('2026-03-20T00:00:00Z') },
      { userId: ids.Cyd ?? '', problemId: h1, firstSolvedAt: at('2026-03-05T00:00:00Z') },
      { userId: ids.Dee ?? '', problemId: e1, firstSolvedAt: at('2026-02-28T23:59:59Z') },
      { userId: ids.Dee ?? '', problemId: e2, firstSolvedAt: at('2026-04-01T00:00:00Z') },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const board = async (query: string) => {
    const res = await call(t.app, 'GET', `/api/v1/leaderboard/monthly${query}`, { cookie: viewer });
    expect(res.status, res.text).toBe(200);
    return res;
  };

  it('scores the distinct problems first solved in the month: EASY 1, MEDIUM 3, HARD 5', async () => {
    const res = await board('?month=3&year=2026');
    const data = res.json.data as { month: number; year: number; leaderboard: Entry[] };
    expect(data).toMatchObject({ month: 3, year: 2026 });
    expect(data.leaderboard.map((e) => [e.rank, e.user.name, e.totalScore, e.totalProblemsSolved])).toEqual([
      [1, 'Ada', 6, 2],
      [2, 'Cyd', 5, 1],
      [2, 'Bob', 5, 3],
    ]);
    expect(data.leaderboard[2]?.problemsSolved).toEqual({ EASY: 2, MEDIUM: 1, HARD: 0 });
  });

  it('keeps month boundaries exact in UTC', async () => {
    const feb = (await board('?month=2&year=2026')).json.data as { leaderboard: Entry[] };
    expect(feb.leaderboard.map((e) => [e.user.name, e.totalScore])).toEqual([['Dee', 1]]);
    const apr = (await board('?month=4&year=2026')).json.data as { leaderboard: Entry[] };
    expect(apr.leaderboard.map((e) => [e.user.name, e.totalScore])).toEqual([['Dee', 1]]);
  });

  it('shares a rank on equal scores and skips the next (1, 2, 2, 4)', async () => {
    const problem = (await insertProblem(t.db, { title: 'E3', difficulty: 'EASY' })).id;
    await t.db
      .insert(solved)
      .values({ userId: ids.Dee ?? '', problemId: problem, firstSolvedAt: at('2026-03-30T00:00:00Z') });
    // Written past the API: wait until its notification has reached the month's cached board.
    await t.app.ctx.caches.sync();
    const data = (await board('?month=3&year=2026')).json.data as { leaderboard: Entry[] };
    expect(data.leaderboard.map((e) => e.rank)).toEqual([1, 2, 2, 4]);
  });

  it('exposes ids and names only, never an e-mail', async () => {
    const res = await board('?month=3&year=2026');
    expect(res.text).not.toMatch(/@example\.com|email/);
  });

  it('defaults to the current month and validates the query', async () => {
    const now = new Date();
    const data = (await board('')).json.data as { month: number; year: number; leaderboard: Entry[] };
    expect(data).toMatchObject({ month: now.getUTCMonth() + 1, year: now.getUTCFullYear(), leaderboard: [] });
    for (const query of ['?month=13', '?month=0', '?year=abc', '?month=1.5', "?month=1' OR 1=1"]) {
      const res = await call(t.app, 'GET', `/api/v1/leaderboard/monthly${query}`, { cookie: viewer });
      expect(res.status, query).toBe(400);
    }
    expect((await call(t.app, 'GET', '/api/v1/leaderboard/monthly')).status).toBe(401);
  });
});
