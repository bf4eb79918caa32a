/**
 * `npm run bench:queue`: what the database queue adds over judging directly (issue 11).
 *
 * Latency: one small Python submission at a time, K times, through the whole queue path (record
 * + job inserted in one transaction, NOTIFY, a worker claims under a lease, judges, writes every
 * test and the verdict, NOTIFY, the waiter re-reads the record). "Added" is that end-to-end time
 * minus the time the engine itself spent on the same submission, so the machine's load on the
 * sandbox cancels out. Printed as p50 / p95, embedded (PGlite) and, with DATABASE_URL, PostgreSQL.
 *
 * Throughput: N submissions enqueued at once, judged by 1 and then 2 workers (one job each at a
 * time), submissions per second and the ratio. On one machine both workers share its cores.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createJudgeQueue, type JudgeEngine } from '@codedojo/judge';
import { QUEUED } from '@codedojo/shared';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { submissions } from '../apps/server/src/db/schema.ts';
import { enqueueSubmissionJob } from '../apps/server/src/judge/jobs.ts';
import { ProgressHub, waitFor } from '../apps/server/src/judge/progress.ts';
import { DbJudgeWorker } from '../apps/server/src/judge/worker.ts';
import { insertSumProblem, SUM_SOURCES } from '../apps/server/src/testing/fixtures.ts';
import { insertVerifiedUser } from '../apps/server/src/testing/processes.ts';

const K = Number(process.env.BENCH_SAMPLES) || 30;
const N = Number(process.env.BENCH_THROUGHPUT) || 24;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The real engine, timing each call so the queue's share can be separated from judging. */
function timedEngine(engine: JudgeEngine, times: Map<string, number>): JudgeEngine {
  return {
    judge: async (request, hooks) => {
      const started = performance.now();
      const result = await engine.judge(request, hooks);
      times.set(request.source, performance.now() - started);
      return result;
    },
    close: () => engine.close(),
  };
}

async function setup(database: Database) {
  const problem = await insertSumProblem(database.db, `Bench ${Date.now()}`);
  const user = await insertVerifiedUser(database.db, `bench-${Date.now()}@example.com`, 'secret123');
  const hub = new ProgressHub();
  await hub.start(database);
  let serial = 0;
  const enqueue = async () => {
    serial += 1;
    // A distinct source each time, so the engine's timing is matched to its submission.
    const source = `${SUM_SOURCES.accepted}# ${serial}\n`;
    const id = await database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(submissions)
        .values({
          userId: user.id,
          problemId: problem.id,
          language: 'PYTHON',
          sourceCode: source,
          status: QUEUED,
          testsTotal: 3,
        })
        .returning({ id: submissions.id });
      if (!row) throw new Error('no row');
      await enqueueSubmissionJob(tx, {
        submissionId: row.id,
        ownerId: user.id,
        language: 'PYTHON',
        kind: 'submit',
      });
      return row.id;
    });
    return { id, source };
  };
  const finished = (id: string) =>
    waitFor(
      hub,
      `s:${id}`,
      async () => {
        const [row] = await database.db
          .select({ status: submissions.status })
          .from(submissions)
          .where(eq(submissions.id, id));
        return row && row.status !== QUEUED && row.status !== 'Running' && row.status !== 'Compiling'
          ? row.status
          : undefined;
      },
      { timeoutMs: 120_000 },
    );
  return { hub, enqueue, finished };
}

async function latency(label: string, database: Database, engine: JudgeEngine) {
  const times = new Map<string, number>();
  const { hub, enqueue, finished } = await setup(database);
  const worker = new DbJudgeWorker({
    database,
    engine: timedEngine(engine, times),
    concurrency: 1,
    log: silent,
  });
  await worker.start();
  const added: number[] = [];
  const direct: number[] = [];
  for (let index = 0; index < K + 3; index += 1) {
    const started = performance.now();
    const { id, source } = await enqueue();
    const status = await finished(id);
    const total = performance.now() - started;
    if (status !== 'Accepted') throw new Error(`unexpected ${status}`);
    const judged = times.get(source) ?? 0;
    if (index < 3) continue; // warm-up
    added.push(total - judged);
    direct.push(judged);
  }
  await worker.close();
  await hub.close();
  console.log(
    `${label.padEnd(10)} judging directly p50 ${ms(percentile(direct, 50))}, p95 ${ms(percentile(direct, 95))}; ` +
      `added by the queue p50 ${ms(percentile(added, 50))}, p95 ${ms(percentile(added, 95))}`,
  );
}

async function throughput(label: string, database: Database, engine: JudgeEngine, workers: number) {
  const { hub, enqueue, finished } = await setup(database);
  const started = performance.now();
  const ids: string[] = [];
  for (let index = 0; index < N; index += 1) ids.push((await enqueue()).id);
  const running = await Promise.all(
    Array.from({ length: workers }, async () => {
      const worker = new DbJudgeWorker({ database, engine, concurrency: 1, log: silent });
      await worker.start();
      return worker;
    }),
  );
  await Promise.all(ids.map((id) => finished(id)));
  const seconds = (performance.now() - started) / 1000;
  for (const worker of running) await worker.close();
  await hub.close();
  await database.db.delete(submissions).where(inArray(submissions.id, ids));
  const rate = N / seconds;
  console.log(
    `${label.padEnd(10)} ${workers} worker(s): ${N} submissions in ${seconds.toFixed(2)} s = ${rate.toFixed(2)}/s`,
  );
  return rate;
}

async function bench(label: string, database: Database) {
  const engine = createJudgeQueue();
  try {
    await latency(label, database, engine);
    const one = await throughput(label, database, engine, 1);
    const two = await throughput(label, database, engine, 2);
    console.log(`${label.padEnd(10)} throughput ratio 2 workers / 1 worker: ${(two / one).toFixed(2)}x`);
  } finally {
    await engine.close();
  }
}

async function main() {
  console.log(
    `bench:queue — ${K} latency samples, ${N} submissions per throughput run, ${os.availableParallelism()} cores`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codedojo-bench-queue-'));
  const embedded = await openDatabase({ dataDir });
  try {
    await bench('embedded', embedded);
  } finally {
    await embedded.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.log('postgres   skipped (set DATABASE_URL=postgres://… to measure it)');
    return;
  }
  const name = `codedojo_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  try {
    await bench('postgres', database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
