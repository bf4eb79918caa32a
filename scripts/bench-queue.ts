/**
 * `npm run bench:queue`: what the database queue adds over judging directly (issue 11).
 *
 * Latency: one small Python submission at a time, K times, through the server's own queue path
 * (record + job in one statement, NOTIFY, a worker claims and starts the round in one statement,
 * judges, writes each test and the verdict, NOTIFY at each commit, the waiter reads the record on
 * the verdict's notification), alternating with the same judging done directly so load hits both. "Added"
 * is the end-to-end time minus the time the engine itself spent on the same submission, so the
 * machine's load on the sandbox cancels out. Printed as p50 / p95 with the load average,
 * embedded (PGlite) and, with DATABASE_URL, PostgreSQL. Beside it, the CPU the queue path costs
 * this process, which a loaded machine does not inflate: wall targets hold for an idle machine.
 *
 * Throughput: N submissions enqueued at once, judged by 1 and then 2 workers (one job each at a
 * time), submissions per second and the ratio. On one machine both workers share its cores.
 * Measured once the judge is warm and the machine quiet (see `warm`); exits 1 on a missed target.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createJudgeQueue, type JudgeEngine } from '@codedojo/judge';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { submissions } from '../apps/server/src/db/schema.ts';
import { ProgressHub } from '../apps/server/src/judge/progress.ts';
import { DbJudgeWorker } from '../apps/server/src/judge/worker.ts';
import { findTestCases } from '../apps/server/src/problems/queries.ts';
import { insertQueuedSubmission } from '../apps/server/src/submissions/enqueue.ts';
import { waitForVerdict } from '../apps/server/src/submissions/record.ts';
import { insertSumProblem, SUM_SOURCES } from '../apps/server/src/testing/fixtures.ts';
import { insertVerifiedUser } from '../apps/server/src/testing/processes.ts';
import { machineBusyMs, untilQuiet } from '../packages/judge/bench/cpu.ts';

const K = Number(process.env.BENCH_SAMPLES) || 30;
const N = Number(process.env.BENCH_THROUGHPUT) || 24;
/** Issue 11: what the queue may add over judging directly. */
const TARGET = { p50: 10, p95: 20 };
const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));
const silent = { info: () => {}, warn: () => {}, error: () => {} };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/** Set when a latency misses its target: the bench then exits 1, as bench:api and bench:judge do. */
let missed = false;

/** "p50 …, p95 … (target …: met|MISSED)" for samples of added latency. */
function againstTarget(added: number[]) {
  const p50 = percentile(added, 50);
  const p95 = percentile(added, 95);
  const met = p50 <= TARGET.p50 && p95 <= TARGET.p95 ? 'met' : 'MISSED';
  if (met === 'MISSED') missed = true;
  return `p50 ${ms(p50)}, p95 ${ms(p95)} (target ≤ ${TARGET.p50} / ≤ ${TARGET.p95} ms: ${met})`;
}

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
  /** A distinct source each time, so the engine's timing is matched to its submission. */
  const nextSource = () => {
    serial += 1;
    return `${SUM_SOURCES.accepted}# ${serial}\n`;
  };
  // The server's own path: one statement stores the record and its job (createSubmission).
  const enqueue = async (source = nextSource()) => {
    const submission = await insertQueuedSubmission(database.db, {
      userId: user.id,
      problemId: problem.id,
      language: 'PYTHON',
      sourceCode: source,
    });
    if (!submission) throw new Error('no problem');
    return { id: submission.id, source };
  };
  // And its wait: the record read once, on the verdict's notification (submit).
  const finished = async (id: string) => {
    const record = await waitForVerdict(database.db, hub, id, 120_000, { justQueued: true });
    return record?.submission.status;
  };
  const tests = (await findTestCases(database.db, problem.id)).map((test) => ({
    input: test.input,
    expected: test.output,
  }));
  return { hub, enqueue, finished, nextSource, tests };
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * Alternates judging directly (the engine alone) and through the queue, so the machine's load
 * hits both alike. "Added" is each queued submission's end-to-end time minus the engine's own
 * time on it; the direct runs give the baseline the user would see without the queue.
 */
async function latency(label: string, database: Database, engine: JudgeEngine) {
  const times = new Map<string, number>();
  const { hub, enqueue, finished, nextSource, tests } = await setup(database);
  const worker = new DbJudgeWorker({
    database,
    engine: timedEngine(engine, times),
    concurrency: 1,
    log: silent,
  });
  await worker.start();
  const added: number[] = [];
  const direct: number[] = [];
  const queued: number[] = [];
  const addedCpu: number[] = [];
  const loadBefore = load();
  for (let index = 0; index < K + 3; index += 1) {
    const directCpu = process.cpuUsage();
    const directStarted = performance.now();
    const outcome = await engine.judge({ language: 'PYTHON', source: nextSource(), tests }, {});
    const directMs = performance.now() - directStarted;
    const directCpuMs = cpuMs(process.cpuUsage(directCpu));
    if (outcome.status !== 'Accepted') throw new Error(`direct: unexpected ${outcome.status}`);
    const queuedCpu = process.cpuUsage();
    const started = performance.now();
    const { id, source } = await enqueue();
    const status = await finished(id);
    const total = performance.now() - started;
    const queuedCpuMs = cpuMs(process.cpuUsage(queuedCpu));
    if (status !== 'Accepted') throw new Error(`unexpected ${status}`);
    if (index < 3) continue; // warm-up
    added.push(total - (times.get(source) ?? 0));
    addedCpu.push(queuedCpuMs - directCpuMs);
    direct.push(directMs);
    queued.push(total);
  }
  await worker.close();
  await hub.close();
  console.log(
    `${label.padEnd(10)} judging directly p50 ${ms(percentile(direct, 50))}, p95 ${ms(percentile(direct, 95))}; ` +
      `via the queue p50 ${ms(percentile(queued, 50))}, p95 ${ms(percentile(queued, 95))}`,
  );
  console.log(
    `${label.padEnd(10)} added by the queue ${againstTarget(added)}; load average ${loadBefore} → ${load()}`,
  );
  // CPU is what the queue path costs whatever the load: this process's CPU on a queued submission
  // minus its CPU judging the same directly. Embedded, that includes the database (PGlite runs in
  // this process); on PostgreSQL the server's own CPU is not in it.
  console.log(
    `${label.padEnd(10)} CPU added by the queue in this process p50 ${ms(percentile(addedCpu, 50))}, ` +
      `p95 ${ms(percentile(addedCpu, 95))}${label === 'embedded' ? ' (database included)' : ' (database server not included)'}`,
  );
}

/**
 * The queue path alone: the same submissions through the same worker and waiter, judged by an
 * engine that replays a real result (its tests reported 2 ms apart, as live tests arrive) without
 * running anything. On 2 cores the real sandbox's own work after a run (the next standby box,
 * cgroup cleanup) competes with the queue's statements; this line shows what the queue itself
 * costs, the line above what a user gets on this machine.
 */
async function latencyAlone(label: string, database: Database, engine: JudgeEngine) {
  const { hub, enqueue, finished, tests } = await setup(database);
  const real = await engine.judge({ language: 'PYTHON', source: SUM_SOURCES.accepted, tests }, {});
  const replay: JudgeEngine = {
    judge: async (_request, hooks) => {
      for (const [index, test] of real.tests.entries()) {
        await sleep(2);
        hooks?.onTest?.(index, test);
      }
      return real;
    },
    close: async () => {},
  };
  const worker = new DbJudgeWorker({ database, engine: replay, concurrency: 1, log: silent });
  await worker.start();
  const replayMs = 2 * real.tests.length;
  const added: number[] = [];
  for (let index = 0; index < K + 3; index += 1) {
    const started = performance.now();
    const { id } = await enqueue();
    const status = await finished(id);
    if (status !== 'Accepted') throw new Error(`unexpected ${status}`);
    if (index >= 3) added.push(performance.now() - started - replayMs);
  }
  await worker.close();
  await hub.close();
  console.log(
    `${label.padEnd(10)} the queue alone (replayed judging, no sandbox) adds ${againstTarget(added)}; load average ${load()}`,
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
  const loadAfter = load();
  for (const worker of running) await worker.close();
  await hub.close();
  await database.db.delete(submissions).where(inArray(submissions.id, ids));
  const rate = N / seconds;
  console.log(
    `${label.padEnd(10)} ${workers} worker(s): ${N} submissions in ${seconds.toFixed(2)} s = ${rate.toFixed(2)}/s ` +
      `(load average ${loadAfter})`,
  );
  return rate;
}

const JAVA_SUM = `import java.util.*;
public class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); System.out.println(s.nextInt() + s.nextInt()); } }`;
/** Quiet: at most 10 % of the machine's cores busy over 250 ms (at most 20 s of waiting). */
const QUIET = { stepMs: 250, maxCpuPerMs: 0.1 * os.availableParallelism(), maxMs: 20_000 };

/**
 * The engine warms its Java compiler in the background from its creation (a JVM start, warm
 * compiles, then about a second of JIT threads on both cores): measured meanwhile, the first
 * submissions' latency was that warm-up's. Waits for a Java judgement (the compiler is up), then
 * until the machine is quiet; prints how long that took.
 */
async function warm(label: string, engine: JudgeEngine) {
  const started = performance.now();
  await engine.judge(
    { language: 'JAVA', source: JAVA_SUM, tests: [{ input: '1 2\n', expected: '3\n' }] },
    {},
  );
  await untilQuiet(machineBusyMs, QUIET, started);
  console.log(
    `${label.padEnd(10)} the judge was warm and the machine quiet after ${ms(performance.now() - started)}`,
  );
}

async function bench(label: string, database: Database) {
  const engine = createJudgeQueue();
  try {
    await warm(label, engine);
    await latency(label, database, engine);
    await latencyAlone(label, database, engine);
    const one = await throughput(label, database, engine, 1);
    const two = await throughput(label, database, engine, 2);
    console.log(`${label.padEnd(10)} throughput ratio 2 workers / 1 worker: ${(two / one).toFixed(2)}x`);
  } finally {
    await engine.close();
  }
}

async function main() {
  console.log(
    `bench:queue — ${K} latency samples, ${N} submissions per throughput run, ${os.availableParallelism()} cores, ` +
      `load average ${load()}`,
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
  () => process.exit(missed ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
