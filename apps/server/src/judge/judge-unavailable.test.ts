import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalSandboxEngine } from '@codedojo/judge';
import { SERVER } from '@codedojo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { judgeJobs, problems, submissions } from '../db/schema.ts';
import { insertSumProblem, SUM_SOURCES, sumProblem } from '../testing/fixtures.ts';
import { createTestApp, dbTargets, signedInUser, type TestApp } from '../testing/harness.ts';
import { call } from '../testing/http.ts';

/**
 * The 503 of decision 0019: a judge whose sandbox cannot start. The only fault is the judge's
 * own configuration (JUDGE_CGROUP_ROOT names a directory with no cgroup hierarchy in it, as a
 * misconfigured machine would): the engine, the database queue, the worker's attempts and the
 * route are the real ones. The worker tries the job JUDGE_QUEUE.maxAttempts times, gives up
 * with Internal Error, and the caller gets 503 `judge_unavailable`, never a verdict.
 */
function brokenSandbox() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codedojo-no-cgroups-'));
  vi.stubEnv('JUDGE_CGROUP_ROOT', root);
  vi.stubEnv('JUDGE_CGROUP_VERSION', '1');
  try {
    return { engine: new LocalSandboxEngine(), root };
  } finally {
    vi.unstubAllEnvs();
  }
}

const UNAVAILABLE = { success: false, error: SERVER.judgeUnavailable, code: 'judge_unavailable' };

describe.each(dbTargets)('a judge that gives up, on %s', (target) => {
  let t: TestApp;
  let sandbox: ReturnType<typeof brokenSandbox>;

  beforeAll(async () => {
    sandbox = brokenSandbox();
    expect(await sandbox.engine.ready()).toMatch(/cgroup v1 hierarchy .* is not mounted/);
    t = await createTestApp(target, { ADMIN_EMAILS: 'root@example.com' }, { judge: sandbox.engine });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await sandbox?.engine.close();
    if (sandbox) fs.rmSync(sandbox.root, { recursive: true, force: true });
  });

  it('answers a run with 503 judge_unavailable and counts nothing in the stats', async () => {
    const problem = await insertSumProblem(t.db);
    const learner = await signedInUser(t, 'runner@example.com', 'Rita Runner');
    const statsOf = async () =>
      (await call(t.app, 'GET', '/api/v1/users/me/stats', { cookie: learner.cookie })).json.data;
    const before = await statsOf();

    const res = await call(t.app, 'POST', '/api/v1/execute-code/run', {
      cookie: learner.cookie,
      body: { source_code: SUM_SOURCES.accepted, language_id: 'PYTHON', problem_id: problem.id },
    });

    expect(res.status, res.text).toBe(503);
    expect(res.json).toEqual(UNAVAILABLE);
    expect(await statsOf()).toEqual(before);
    expect(before).toMatchObject({ totalSubmissions: 0, successRate: 0 });
    expect(await t.db.select().from(submissions).where(eq(submissions.userId, learner.id))).toEqual([]);
    // The run's job is dropped: nothing is left to judge later.
    expect(await t.db.select().from(judgeJobs)).toEqual([]);
  }, 60_000);

  it('answers a new problem with 503 judge_unavailable, not a failing reference solution', async () => {
    const admin = await signedInUser(t, 'root@example.com', 'Root Admin');
    const res = await call(t.app, 'POST', '/api/v1/problems/create-problem', {
      cookie: admin.cookie,
      body: sumProblem({ title: 'Never Checked' }),
    });

    expect(res.status, res.text).toBe(503);
    expect(res.json).toEqual(UNAVAILABLE);
    expect(await t.db.select().from(problems).where(eq(problems.title, 'Never Checked'))).toEqual([]);
    // The three languages are checked at once; the first to give up answers, the others' jobs
    // are dropped as they give up in turn.
    await vi.waitFor(async () => expect(await t.db.select().from(judgeJobs)).toEqual([]), {
      timeout: 30_000,
      interval: 200,
    });
  }, 90_000);
});
