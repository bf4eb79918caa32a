import { INTERNAL_ERROR, JUDGE_QUEUE, QUEUE_MESSAGES } from '@codedojo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { judgeJobs, solved, submissionResults, submissions, testCases } from '../db/schema.ts';
import { claimJob, enqueueRunJob } from '../judge/jobs.ts';
import { DbJudgeWorker } from '../judge/worker.ts';
import { HIDDEN_MARKER, insertSumProblem, SUM_SOURCES } from '../testing/fixtures.ts';
import {
  closeTestJudge,
  createTestApp,
  dbTargets,
  lazyJudge,
  signedInUser,
  type TestApp,
} from '../testing/harness.ts';
import { call } from '../testing/http.ts';
import { eventsSince } from './events.ts';
import { finishRound, type Round, recordTests } from './judging.ts';
import { loadRecord, type SubmissionRecord } from './record.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type SseEvent = { id: string; event: string; data: Record<string, unknown> };

/** Reads an event stream until it closes, `stopAfter` events arrive, or the time runs out. */
async function readEvents(
  url: string,
  cookie: string,
  options: { lastEventId?: string; stopAfter?: number; timeoutMs?: number; onOpen?: () => void } = {},
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 60_000);
  const events: SseEvent[] = [];
  let comments = 0;
  try {
    const res = await fetch(url, {
      headers: { cookie, ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}) },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    options.onOpen?.();
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (block.startsWith(':')) comments += 1;
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => !line.startsWith(':') && line.includes(': '))
            .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
        );
        if (fields.event)
          events.push({ id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data ?? '{}') });
        if (options.stopAfter && events.length >= options.stopAfter) {
          controller.abort();
          return { events, comments };
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
  return { events, comments };
}

describe.each(dbTargets)('submission queue on %s', (target) => {
  let t: TestApp;
  let base: string;
  let learner: { cookie: string; id: string };
  let other: { cookie: string; id: string };
  let admin: { cookie: string; id: string };
  let problemId: string;

  const startWorker = async (
    options: { leaseMs?: number; sandboxProblem?: () => Promise<string | null> } = {},
  ) => {
    const worker = new DbJudgeWorker({
      database: t.database,
      engine: lazyJudge,
      concurrency: 2,
      leaseMs: options.leaseMs ?? 2000,
      log: silent,
      ...(options.sandboxProblem ? { sandboxProblem: options.sandboxProblem } : {}),
    });
    await worker.start();
    return worker;
  };

  const submit = async (source: string, cookie = learner.cookie) => {
    const res = await call(t.app, 'POST', '/api/v1/submissions', {
      cookie,
      body: { source_code: source, language_id: 'PYTHON', problem_id: problemId },
    });
    expect(res.status, res.text).toBe(202);
    return res.json.data as SubmissionRecord;
  };

  const record = async (id: string, cookie = learner.cookie) => {
    const res = await call(t.app, 'GET', `/api/v1/submissions/${id}`, { cookie });
    expect(res.status, res.text).toBe(200);
    return res.json.data as SubmissionRecord;
  };

  /** Claims the submission's job as a worker would, starting its round; the job stays held. */
  const claimRound = async (submissionId: string, workerId: string, leaseMs = 60_000) => {
    const job = await claimJob(t.db, workerId, leaseMs);
    expect(job?.submissionId).toBe(submissionId);
    if (!job?.round) throw new Error('no round');
    const round: Round = {
      submissionId,
      attempt: job.round.attempt,
      tests: job.round.tests,
    };
    return { job, round, fence: { jobId: job.id, workerId, attempts: job.attempts } };
  };

  const finished = async (id: string, cookie = learner.cookie, timeoutMs = 90_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const data = await record(id, cookie);
      if (!['Queued', 'Compiling', 'Running'].includes(data.status)) return data;
      if (Date.now() > until) throw new Error(`still ${data.status}`);
      await sleep(200);
    }
  };

  const jobsOf = (submissionId: string) =>
    t.db.select().from(judgeJobs).where(eq(judgeJobs.submissionId, submissionId));

  beforeAll(async () => {
    // No local worker: each test starts the workers it needs, so nothing is judged behind its back.
    t = await createTestApp(target, { JUDGE_LOCAL_WORKER: 'off', ADMIN_EMAILS: 'boss@example.com' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    learner = await signedInUser(t, 'learner@example.com', 'Lea Learner');
    other = await signedInUser(t, 'other@example.com', 'Otto Other');
    admin = await signedInUser(t, 'boss@example.com', 'Bea Boss');
    problemId = (await insertSumProblem(t.db)).id;
  }, 120_000);

  afterAll(async () => {
    await t.close();
    await closeTestJudge();
  });

  it('keeps a submission Queued while no worker runs, and a worker started later judges it', async () => {
    const created = await submit(SUM_SOURCES.accepted);
    expect(created).toMatchObject({ status: 'Queued', done: 0, total: 3, testCases: [] });
    await sleep(1500);
    expect((await record(created.id)).status).toBe('Queued');
    const worker = await startWorker();
    try {
      const data = await finished(created.id);
      expect(data).toMatchObject({ status: 'Accepted', done: 3, total: 3 });
      expect(data.testCases).toHaveLength(3);
      expect(data.testCases[2]).toMatchObject({ hidden: true, input: null, stdout: null, expected: null });
      expect(JSON.stringify(data)).not.toContain(HIDDEN_MARKER);
      expect(await jobsOf(created.id)).toEqual([]);
    } finally {
      await worker.close();
    }
  }, 120_000);

  it('shows a submission to its owner only: 404 for anyone else or a malformed id, 401 logged out', async () => {
    const created = await submit(SUM_SOURCES.wrong);
    const foreign = await call(t.app, 'GET', `/api/v1/submissions/${created.id}`, { cookie: other.cookie });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error).toBe(QUEUE_MESSAGES.submissionNotFound);
    const foreignEvents = await call(t.app, 'GET', `/api/v1/submissions/${created.id}/events`, {
      cookie: other.cookie,
    });
    expect(foreignEvents.status).toBe(404);
    for (const id of ['not-a-uuid', "1' OR '1'='1", '00000000-0000-0000-0000-000000000000']) {
      const res = await call(t.app, 'GET', `/api/v1/submissions/${encodeURIComponent(id)}`, {
        cookie: learner.cookie,
      });
      expect(res.status, id).toBe(404);
    }
    expect((await call(t.app, 'GET', `/api/v1/submissions/${created.id}`)).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/v1/submissions', { body: {} })).status).toBe(401);
  });

  it('answers 4xx, never 500, to hostile submit bodies', async () => {
    const bodies: unknown[] = [
      {},
      { source_code: 'print(1)', language_id: 'COBOL', problem_id: problemId },
      { source_code: '   ', language_id: 71, problem_id: problemId },
      { source_code: 'print(1)', language_id: 71, problem_id: 'nope' },
      { source_code: 'print(1)', language_id: 71, problem_id: '00000000-0000-0000-0000-000000000000' },
      { source_code: ['x'], language_id: 71, problem_id: problemId },
    ];
    for (const body of bodies) {
      const res = await call(t.app, 'POST', '/api/v1/submissions', { cookie: learner.cookie, body });
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const raw = await call(t.app, 'POST', '/api/v1/submissions', {
      cookie: learner.cookie,
      raw: '{"source_code":',
    });
    expect(raw.status).toBe(400);
  });

  it('streams status, each test and done live; the done record equals GET; a finished one sends done and closes', async () => {
    const created = await submit(SUM_SOURCES.accepted);
    let worker: DbJudgeWorker | undefined;
    try {
      const { events } = await readEvents(`${base}/api/v1/submissions/${created.id}/events`, learner.cookie, {
        // The stream is open (and has said Queued) before any worker exists.
        onOpen: () => {
          void sleep(300).then(async () => {
            worker = await startWorker();
          });
        },
      });
      const names = events.map((event) => event.event);
      expect(names[0]).toBe('status');
      expect(events[0]?.data).toMatchObject({ status: 'Queued', total: 3 });
      expect(names.filter((name) => name === 'test')).toHaveLength(3);
      expect(names.at(-1)).toBe('done');
      const tests = events.filter((event) => event.event === 'test').map((event) => event.data);
      expect(tests.map((test) => test.index).sort()).toEqual([0, 1, 2]);
      for (const test of tests) {
        expect(test).toMatchObject({ verdict: 'Accepted', total: 3 });
        expect(typeof test.time).toBe('number');
        expect(typeof test.memory).toBe('number');
      }
      expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
      const done = events.at(-1)?.data;
      expect(done).toEqual(await record(created.id));
      const again = await readEvents(`${base}/api/v1/submissions/${created.id}/events`, learner.cookie);
      expect(again.events.map((event) => event.event)).toEqual(['done']);
    } finally {
      await worker?.close();
    }
  }, 120_000);

  it('resumes from Last-Event-ID with only what was missed, and keeps idle streams alive', async () => {
    const created = await submit(SUM_SOURCES.accepted);
    onTestFinished(() =>
      t.db
        .delete(judgeJobs)
        .where(eq(judgeJobs.submissionId, created.id))
        .then(() => {}),
    );
    // A round half done: two of the three tests stored, as a worker would have.
    const started = await claimRound(created.id, 'resume-check');
    const verdict = { status: 'Accepted' as const, passed: true, stdout: '3\n', stderr: '', expected: '3' };
    const test = { ...verdict, timeMs: 10, memoryKb: 100, wallMs: 20, exitCode: 0 };
    expect(await recordTests(t.db, started.round, [{ position: 1, test, seq: 1 }])).toBe(true);
    expect(await recordTests(t.db, started.round, [{ position: 0, test, seq: 2 }])).toBe(true);
    const loaded = await loadRecord(t.db, created.id);
    if (!loaded) throw new Error('no record');
    const fresh = eventsSince(loaded, null);
    expect(fresh.events.map((event) => [event.name, event.id])).toEqual([
      ['status', `${started.round.attempt}:0:r`],
      ['test', `${started.round.attempt}:1:r`],
      ['test', `${started.round.attempt}:2:r`],
    ]);
    const url = `${base}/api/v1/submissions/${created.id}/events`;
    const resumed = await readEvents(url, learner.cookie, {
      lastEventId: `${started.round.attempt}:1:r`,
      stopAfter: 1,
    });
    expect(resumed.events).toEqual([
      {
        id: `${started.round.attempt}:2:r`,
        event: 'test',
        data: { index: 0, verdict: 'Accepted', time: 10, memory: 100, done: 2, total: 3 },
      },
    ]);
    // Garbage or an id of an earlier round: the whole current state again, never an error.
    for (const lastEventId of ['garbage', '0:0:q', '9'.repeat(40)]) {
      const replay = await readEvents(url, learner.cookie, { lastEventId, stopAfter: 3 });
      expect(replay.events.map((event) => event.event)).toEqual(['status', 'test', 'test']);
    }
    const idle = await readEvents(url, learner.cookie, {
      lastEventId: `${started.round.attempt}:2:r`,
      timeoutMs: JUDGE_QUEUE.keepAliveMs + 3000,
    });
    expect(idle.events).toEqual([]);
    expect(idle.comments).toBeGreaterThanOrEqual(1);
    // The verdict stores the last test with it: a follower gets that test, then done.
    const attempt = started.round.attempt;
    const result = {
      status: 'Accepted' as const,
      language: 'PYTHON' as const,
      tests: [test, test, test],
      timeMs: 10,
      memoryKb: 100,
    };
    const seqs = [2, 1, 3];
    expect(
      await finishRound(t.db, started.fence, started.round, { kind: 'submit' }, result, (p) => seqs[p] ?? 0),
    ).toBe(true);
    const final = await loadRecord(t.db, created.id);
    if (!final) throw new Error('no record');
    const follower = eventsSince(final, { attempt, seq: 2, letter: 'r' });
    expect(follower.events.map((event) => [event.name, event.id])).toEqual([
      ['test', `${attempt}:3:r`],
      ['done', `${attempt}:done`],
    ]);
    expect(eventsSince(final, null).events.map((event) => event.name)).toEqual(['done']);
  }, 60_000);

  it('judges a job again when its worker died holding it: one result set, one history row, one solve', async () => {
    const created = await submit(SUM_SOURCES.accepted, other.cookie);
    // A worker claims it, stores one test, and dies (its lease is never renewed).
    const round = await claimRound(created.id, 'dead-worker', 300);
    const half = { status: 'Accepted' as const, passed: true, stdout: '3\n', stderr: '', expected: '3' };
    await recordTests(t.db, round.round, [
      { position: 0, test: { ...half, timeMs: 1, memoryKb: 1, wallMs: 1, exitCode: 0 }, seq: 1 },
    ]);
    await sleep(400);
    const worker = await startWorker();
    try {
      const data = await finished(created.id, other.cookie);
      expect(data.status).toBe('Accepted');
    } finally {
      await worker.close();
    }
    const rows = await t.db
      .select()
      .from(submissionResults)
      .where(eq(submissionResults.submissionId, created.id));
    expect(rows).toHaveLength(3);
    const history = await t.db.select().from(submissions).where(eq(submissions.userId, other.id));
    expect(history).toHaveLength(1);
    expect(history[0]?.attempt).toBe(2);
    const solves = await t.db.select().from(solved).where(eq(solved.userId, other.id));
    expect(solves).toHaveLength(1);
    // The dead worker's late answer is fenced out.
    const late = await finishRound(
      t.db,
      round.fence,
      round.round,
      { kind: 'submit' },
      { status: 'Wrong Answer', language: 'PYTHON', tests: [], timeMs: 0, memoryKb: 0 },
      () => 0,
    );
    expect(late).toBe(false);
    expect((await record(created.id, other.cookie)).status).toBe('Accepted');
  }, 120_000);

  it('gives up after 3 attempts with an Internal Error the user can act on, counted nowhere', async () => {
    const fresh = await signedInUser(t, 'unlucky@example.com', 'Una Lucky');
    const created = await submit(SUM_SOURCES.accepted, fresh.cookie);
    for (let attempt = 1; attempt <= JUDGE_QUEUE.maxAttempts; attempt += 1) {
      const job = await claimJob(t.db, `doomed-${attempt}`, 200);
      expect(job?.attempts).toBe(attempt);
      await sleep(300);
    }
    const worker = await startWorker();
    try {
      const until = Date.now() + 30_000;
      let data = await record(created.id, fresh.cookie);
      while (data.status !== INTERNAL_ERROR && Date.now() < until) {
        await sleep(200);
        data = await record(created.id, fresh.cookie);
      }
      expect(data).toMatchObject({
        status: INTERNAL_ERROR,
        message: QUEUE_MESSAGES.judgeGaveUp,
        testCases: [],
      });
    } finally {
      await worker.close();
    }
    expect(await jobsOf(created.id)).toEqual([]);
    const stats = await call(t.app, 'GET', '/api/v1/users/me/stats', { cookie: fresh.cookie });
    expect(stats.json.data).toMatchObject({ totalSubmissions: 0, successRate: 0 });
  }, 60_000);

  it('leaves jobs Queued without spending an attempt while the sandbox can run nothing', async () => {
    const created = await submit(SUM_SOURCES.accepted);
    const worker = await startWorker({ sandboxProblem: async () => 'bubblewrap is missing' });
    try {
      await sleep(2500);
      expect((await record(created.id)).status).toBe('Queued');
      expect(await jobsOf(created.id)).toMatchObject([{ state: 'queued', attempts: 0 }]);
    } finally {
      await worker.close();
    }
    await t.db.delete(judgeJobs).where(eq(judgeJobs.submissionId, created.id));
  }, 30_000);

  it('claims runs before submissions, and submissions before rejudges', async () => {
    const queued = await submit(SUM_SOURCES.accepted);
    const runId = await enqueueRunJob(t.db, {
      ownerId: learner.id,
      language: 'PYTHON',
      request: { language: 'PYTHON', source: 'print(1)', tests: [{ input: '' }] },
    });
    const first = await claimJob(t.db, 'order-check', 60_000);
    expect(first?.id).toBe(runId);
    const second = await claimJob(t.db, 'order-check', 60_000);
    expect(second?.submissionId).toBe(queued.id);
    await t.db.delete(judgeJobs);
    await t.db.update(submissions).set({ status: 'Wrong Answer' }).where(eq(submissions.id, queued.id));
  });

  it('reports queue depth and live workers on /health and serves Prometheus /metrics', async () => {
    const created = await submit(SUM_SOURCES.accepted);
    const health = await call(t.app, 'GET', '/api/v1/health');
    expect(health.json.data).toMatchObject({ queue: { queued: 1, liveWorkers: 0 } });
    const worker = await startWorker();
    try {
      await finished(created.id);
      const live = await call(t.app, 'GET', '/api/v1/health');
      expect(live.json.data).toMatchObject({ queue: { queued: 0, liveWorkers: 1 } });
      const metrics = await call(t.app, 'GET', '/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
      for (const name of [
        'codedojo_judge_queue_depth 0',
        'codedojo_judge_live_workers 1',
        'codedojo_judge_queue_wait_seconds_bucket{le="0.005",language="PYTHON"}',
        'codedojo_judge_duration_seconds_count{language="PYTHON"}',
        'codedojo_judge_verdicts_total{language="PYTHON",verdict="Accepted"}',
        'codedojo_judge_attempts_total{kind="submit"}',
      ]) {
        expect(metrics.text).toContain(name);
      }
    } finally {
      await worker.close();
    }
  }, 120_000);

  it('rejudges a problem for admins only, behind users work; solved marks follow the new verdicts', async () => {
    const judge = await signedInUser(t, 'rejudged@example.com', 'Rey Judged');
    const created = await submit(SUM_SOURCES.accepted, judge.cookie);
    const worker = await startWorker();
    try {
      const until = Date.now() + 90_000;
      while ((await record(created.id, judge.cookie)).status !== 'Accepted' && Date.now() < until)
        await sleep(200);
      expect(await t.db.select().from(solved).where(eq(solved.userId, judge.id))).toHaveLength(1);
      expect(
        (await call(t.app, 'POST', `/api/v1/problems/${problemId}/rejudge`, { cookie: judge.cookie })).status,
      ).toBe(403);
      expect(
        (
          await call(t.app, 'POST', '/api/v1/problems/00000000-0000-0000-0000-000000000000/rejudge', {
            cookie: admin.cookie,
          })
        ).status,
      ).toBe(404);
      expect(
        (await call(t.app, 'POST', '/api/v1/problems/x%27/rejudge', { cookie: admin.cookie })).status,
      ).toBe(404);
      // The tests change: the sum's first answer is now 4.
      await t.db.update(testCases).set({ output: '4' }).where(eq(testCases.problemId, problemId));
      const res = await call(t.app, 'POST', `/api/v1/problems/${problemId}/rejudge`, {
        cookie: admin.cookie,
      });
      expect(res.status, res.text).toBe(202);
      expect((res.json.data as { queued: number }).queued).toBeGreaterThanOrEqual(1);
      const until2 = Date.now() + 90_000;
      let data = await record(created.id, judge.cookie);
      while (data.status !== 'Wrong Answer' && Date.now() < until2) {
        await sleep(200);
        data = await record(created.id, judge.cookie);
      }
      expect(data.status).toBe('Wrong Answer');
      expect(await t.db.select().from(solved).where(eq(solved.userId, judge.id))).toEqual([]);
      const history = await t.db.select().from(submissions).where(eq(submissions.userId, judge.id));
      expect(history).toHaveLength(1);
    } finally {
      await worker.close();
    }
  }, 240_000);
});
