import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { judgeJobs, solved, submissionResults, submissions } from '../db/schema.ts';
import { insertSumProblem, SUM_SOURCES } from '../testing/fixtures.ts';
import {
  api,
  type Child,
  freshPostgres,
  insertVerifiedUser,
  kill9,
  login,
  startServer,
  startWorker,
  stop,
} from '../testing/processes.ts';

/**
 * Crash safety with real processes and kill -9 (issue 11). Slow: each boots `npm start`'s server
 * or `npm run worker` in a process of its own. Sources sleep a little so jobs are mid-flight.
 */
const PASSWORD = 'secret123';
const slowAccepted = (ms: number) => `import time\ntime.sleep(${ms / 1000})\n${SUM_SOURCES.accepted}`;
const slowWrong = (ms: number) => `import time\ntime.sleep(${ms / 1000})\n${SUM_SOURCES.wrong}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const children: Child[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of children) await kill9(child);
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 180_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(300);
  }
}

/** Every submission judged exactly once: one result per test, one final status, one solve at most. */
async function expectJudgedOnce(db: Database['db'], ids: string[], expected: Record<string, string>) {
  const rows = await db.select().from(submissions).where(inArray(submissions.id, ids));
  expect(rows).toHaveLength(ids.length);
  for (const row of rows) {
    expect(row.status, row.id).toBe(expected[row.id]);
    const results = await db
      .select()
      .from(submissionResults)
      .where(eq(submissionResults.submissionId, row.id));
    expect(results, row.id).toHaveLength(3);
    expect(new Set(results.map((result) => result.position)).size).toBe(3);
    expect(results.map((result) => result.attempt)).toEqual([row.attempt, row.attempt, row.attempt]);
  }
  expect(await db.select().from(judgeJobs).where(inArray(judgeJobs.submissionId, ids))).toEqual([]);
}

async function freshDatabase() {
  const { url, drop } = await freshPostgres('crash');
  cleanups.push(drop);
  return url;
}

describe('embedded mode (npm start) killed with -9', () => {
  it('finishes every queued submission after a restart, each judged once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codedojo-crash-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    // Seed the data directory the way a previous run would have left it.
    let database = await openDatabase({ dataDir });
    const problem = await insertSumProblem(database.db);
    await insertVerifiedUser(database.db, 'crash@example.com', PASSWORD);
    await database.close();

    const env = { DATA_DIR: dataDir, JUDGE_CONCURRENCY: '1', DATABASE_URL: '', REDIS_URL: '' };
    const first = await startServer(env);
    children.push(first);
    const url = first.url ?? '';
    const cookie = await login(url, 'crash@example.com', PASSWORD);
    const expected: Record<string, string> = {};
    for (let index = 0; index < 4; index += 1) {
      const accepted = index % 2 === 0;
      const res = await api(url, cookie, 'POST', '/submissions', {
        source_code: accepted ? slowAccepted(300) : slowWrong(300),
        language_id: 'PYTHON',
        problem_id: problem.id,
      });
      expect(res.status).toBe(202);
      expected[String(res.data.id)] = accepted ? 'Accepted' : 'Wrong Answer';
    }
    const ids = Object.keys(expected);
    const before = await Promise.all(ids.map((id) => api(url, cookie, 'GET', `/submissions/${id}`)));
    expect(before.filter((res) => res.data.status === 'Queued').length).toBeGreaterThanOrEqual(2);
    await kill9(first);

    const second = await startServer(env);
    children.push(second);
    const again = second.url ?? '';
    await until('all verdicts', async () => {
      const records = await Promise.all(ids.map((id) => api(again, cookie, 'GET', `/submissions/${id}`)));
      return records.every((res) => ['Accepted', 'Wrong Answer'].includes(String(res.data.status)))
        ? true
        : undefined;
    });
    await stop(second);
    // SIGTERM shuts down cleanly: the database closes after everything that still used it.
    expect(second.process.exitCode).toBe(0);
    expect(second.output()).not.toContain('PGlite is closed');
    database = await openDatabase({ dataDir });
    try {
      await expectJudgedOnce(database.db, ids, expected);
      expect(await database.db.select().from(solved)).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 600_000);
});

describe.skipIf(!process.env.DATABASE_URL)('workers on PostgreSQL killed with -9', () => {
  it('judges a job again after its worker is killed holding it, exactly once in the results', async () => {
    const databaseUrl = await freshDatabase();
    const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir() });
    cleanups.push(() => database.close());
    const problem = await insertSumProblem(database.db);
    await insertVerifiedUser(database.db, 'worker@example.com', PASSWORD);
    const api1 = await startServer({ DATABASE_URL: databaseUrl, JUDGE_LOCAL_WORKER: 'off' });
    children.push(api1);
    const url = api1.url ?? '';
    const cookie = await login(url, 'worker@example.com', PASSWORD);
    const workerEnv = { DATABASE_URL: databaseUrl, JUDGE_LEASE_MS: '3000', JUDGE_CONCURRENCY: '1' };

    const created = await api(url, cookie, 'POST', '/submissions', {
      source_code: slowAccepted(2000),
      language_id: 'PYTHON',
      problem_id: problem.id,
    });
    const id = String(created.data.id);
    await sleep(1000);
    expect((await api(url, cookie, 'GET', `/submissions/${id}`)).data.status).toBe('Queued');

    const doomed = await startWorker(workerEnv);
    children.push(doomed);
    // Killed mid-judging: its round started (the record says Running), the program still sleeps.
    await until('the worker to be judging the job', async () => {
      const [row] = await database.db.select().from(submissions).where(eq(submissions.id, id));
      return row?.status === 'Running' ? row : undefined;
    });
    await kill9(doomed);
    const late = await startWorker(workerEnv);
    children.push(late);
    const record = await until('the verdict', async () => {
      const res = await api(url, cookie, 'GET', `/submissions/${id}`);
      return res.data.status === 'Accepted' ? res.data : undefined;
    });
    expect(record).toMatchObject({ done: 3, total: 3 });
    await expectJudgedOnce(database.db, [id], { [id]: 'Accepted' });
    const [row] = await database.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row?.attempt).toBe(2);
    expect(await database.db.select().from(solved)).toHaveLength(1);
    await stop(late);
    await stop(api1);
  }, 600_000);

  it('two APIs and two workers, one of each killed mid-way, a late worker: every verdict right and once; events read from the other API', async () => {
    const databaseUrl = await freshDatabase();
    const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir() });
    cleanups.push(() => database.close());
    const problem = await insertSumProblem(database.db);
    await insertVerifiedUser(database.db, 'multi@example.com', PASSWORD);
    const apiEnv = {
      DATABASE_URL: databaseUrl,
      JUDGE_LOCAL_WORKER: 'off',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    };
    const apiA = await startServer(apiEnv);
    const apiB = await startServer(apiEnv);
    children.push(apiA, apiB);
    const urls = [apiA.url ?? '', apiB.url ?? ''];
    const cookie = await login(urls[0] ?? '', 'multi@example.com', PASSWORD);
    const workerEnv = { DATABASE_URL: databaseUrl, JUDGE_LEASE_MS: '3000', JUDGE_CONCURRENCY: '1' };
    const workers = [await startWorker(workerEnv), await startWorker(workerEnv)];
    children.push(...workers);

    // N is small: a 2-core machine shared with others.
    const N = 12;
    const expected: Record<string, string> = {};
    for (let index = 0; index < N; index += 1) {
      const accepted = index % 3 !== 0;
      const res = await api(urls[index % 2] ?? '', cookie, 'POST', '/submissions', {
        source_code: accepted ? slowAccepted(200) : slowWrong(200),
        language_id: 'PYTHON',
        problem_id: problem.id,
      });
      expect(res.status).toBe(202);
      expected[String(res.data.id)] = accepted ? 'Accepted' : 'Wrong Answer';
    }
    const ids = Object.keys(expected);
    // The events of a submission created on API A, read from API B while it is judged.
    const watched = ids[N - 2] ?? '';
    const events = fetch(`${urls[1]}/api/v1/submissions/${watched}/events`, { headers: { cookie } }).then(
      (res) => res.text(),
    );

    await until('some verdicts', async () => {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(submissions)
        .where(inArray(submissions.status, ['Accepted', 'Wrong Answer']));
      return (row?.n ?? 0) >= 2 ? true : undefined;
    });
    await kill9(workers[0] as Child);
    await kill9(apiA);
    const lateWorker = await startWorker(workerEnv);
    children.push(lateWorker);

    await until(
      'every verdict',
      async () => {
        const rows = await database.db.select().from(submissions).where(inArray(submissions.id, ids));
        return rows.every((row) => row.status === expected[row.id]) ? true : undefined;
      },
      400_000,
    );
    await expectJudgedOnce(database.db, ids, expected);
    expect(await database.db.select().from(solved)).toHaveLength(1);

    const stream = await events;
    const names = [...stream.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
    expect(names.at(-1)).toBe('done');
    const done = JSON.parse(/event: done\ndata: (.*)\n/.exec(stream)?.[1] ?? '{}') as {
      id: string;
      status: string;
    };
    expect(done).toMatchObject({ id: watched, status: expected[watched] });
    if (names.includes('test'))
      expect(names.filter((name) => name === 'test').length).toBeGreaterThanOrEqual(1);
    await Promise.all([stop(apiB), stop(workers[1] as Child), stop(lateWorker)]);
  }, 900_000);
});
