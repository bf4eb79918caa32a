import os from 'node:os';
import { isPendingStatus } from '@codedojo/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { submissions } from '../db/schema.ts';
import { insertQueuedSubmission } from '../submissions/enqueue.ts';
import { insertSumProblem, SUM_SOURCES } from '../testing/fixtures.ts';
import {
  type Child,
  freshPostgres,
  insertVerifiedUser,
  kill9,
  startWorker,
  stop,
} from '../testing/processes.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A separate `npm run worker` process serves its own histograms (decision 0017), scraped here for real. */
describe.skipIf(!process.env.DATABASE_URL)('npm run worker with WORKER_METRICS_PORT', () => {
  let child: Child | undefined;
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;

  afterAll(async () => {
    if (child) await kill9(child);
    await database?.close();
    await drop?.();
  });

  it('serves the queue wait, judge duration, verdict and attempt metrics of the jobs it judged', async () => {
    const fresh = await freshPostgres('workermetrics');
    drop = fresh.drop;
    const opened = await openDatabase({ databaseUrl: fresh.url, dataDir: os.tmpdir() });
    database = opened;
    const { db } = opened;
    const problem = await insertSumProblem(db);
    const user = await insertVerifiedUser(db, 'metrics@example.com', 'secret123');
    child = await startWorker({
      DATABASE_URL: fresh.url,
      JUDGE_CONCURRENCY: '1',
      HOST: '127.0.0.1',
      WORKER_METRICS_PORT: '0',
    });
    const url = /metrics at (http:\/\/\S+\/metrics)/.exec(child.output())?.[1];
    if (!url) throw new Error(`no metrics address in:\n${child.output()}`);

    const created = await Promise.all(
      [SUM_SOURCES.accepted, SUM_SOURCES.wrong].map((sourceCode) =>
        insertQueuedSubmission(db, {
          userId: user.id,
          problemId: problem.id,
          language: 'PYTHON',
          sourceCode,
        }),
      ),
    );
    const ids = created.map((row) => row?.id ?? '');
    const until = Date.now() + 120_000;
    for (;;) {
      const rows = await db
        .select({ status: submissions.status })
        .from(submissions)
        .where(inArray(submissions.id, ids));
      if (rows.every((row) => !isPendingStatus(row.status))) break;
      if (Date.now() > until) throw new Error(`still judging:\n${child.output().slice(-2000)}`);
      await sleep(200);
    }

    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('codedojo_judge_queue_wait_seconds_count{language="PYTHON"} 2');
    expect(text).toContain('codedojo_judge_duration_seconds_count{language="PYTHON"} 2');
    expect(text).toContain('codedojo_judge_verdicts_total{language="PYTHON",verdict="Accepted"} 1');
    expect(text).toContain('codedojo_judge_verdicts_total{language="PYTHON",verdict="Wrong Answer"} 1');
    expect(text).toContain('codedojo_judge_attempts_total{kind="submit"} 2');

    // Anything but a read of /metrics is refused plainly, never a 500.
    const base = url.replace(/\/metrics$/, '');
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/../admin`)).status).toBe(404);
    expect((await fetch(url, { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await fetch(`${url}?name[]=%zz`)).status).toBe(200);

    await stop(child);
    expect(child.process.exitCode).toBe(0);
  }, 240_000);
});
