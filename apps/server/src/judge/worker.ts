import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { JudgeEngine, JudgeRequest, JudgeResult, TestResult } from '@codedojo/judge';
import { INTERNAL_ERROR, JUDGE_OWNER_CATALOGUE, JUDGE_QUEUE, judgeOwnerOfUser } from '@codedojo/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { judgeWorkers } from '../db/schema.ts';
import { backToQueue, finishRound, giveUp, ProgressWriter, type Round } from '../submissions/judging.ts';
import {
  CHANNELS,
  type ClaimedJob,
  claimJob,
  deleteJob,
  type Fence,
  finishRunJob,
  releaseJob,
  renewLease,
  sweepAbandonedRuns,
} from './jobs.ts';
import { judgeMetrics } from './metrics.ts';

export type WorkerLog = {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (object: unknown, message: string) => void;
};

export type JudgeWorkerOptions = {
  database: Pick<Database, 'db' | 'listen'>;
  engine: JudgeEngine;
  /** Jobs judged at once (the engine's slot pool still caps sandboxes at one per core). */
  concurrency: number;
  leaseMs?: number;
  /** Resolves to a description of what is broken when the sandbox can run nothing, else null. */
  sandboxProblem?: () => Promise<string | null>;
  log: WorkerLog;
};

const IDLE_POLL_MS = 2000;
const HEARTBEAT_MS = 5000;
const RETRY_DELAY_MS = 1000;
const BROKEN_SANDBOX_WAIT_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims jobs from the database and judges them: the only place the server calls into
 * packages/judge. Runs inside the API process (JUDGE_LOCAL_WORKER=on) or alone (`npm run worker`).
 */
export class DbJudgeWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly leaseMs: number;
  private stopping = false;
  private readonly loops: Promise<void>[] = [];
  private readonly inFlight = new Map<string, { fence: Fence; submissionId: string | null }>();
  private wake: (() => void)[] = [];
  private unlisten: (() => Promise<void>) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly options: JudgeWorkerOptions) {
    this.leaseMs = options.leaseMs ?? JUDGE_QUEUE.leaseMs;
  }

  private get db() {
    return this.options.database.db;
  }

  async start() {
    this.unlisten = await this.options.database.listen(CHANNELS.queue, () => this.wakeAll());
    await this.beat();
    this.heartbeat = setInterval(() => void this.beat().catch(() => {}), HEARTBEAT_MS);
    for (let slot = 0; slot < this.options.concurrency; slot += 1) this.loops.push(this.loop());
  }

  private async beat() {
    await this.db
      .insert(judgeWorkers)
      .values({ id: this.id, host: hostname(), pid: process.pid })
      .onConflictDoUpdate({ target: judgeWorkers.id, set: { lastSeen: sql`now()` } });
    await sweepAbandonedRuns(this.db, JUDGE_QUEUE.runWaitMs * 5);
  }

  /** Set when a wake-up came while no loop was idle: the next idle returns at once (no lost wake-up). */
  private woken = false;

  private wakeAll() {
    const waiting = this.wake;
    this.wake = [];
    if (waiting.length === 0) this.woken = true;
    for (const resolve of waiting) resolve();
  }

  private idle(ms: number) {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake.push(done);
    });
  }

  private async loop() {
    while (!this.stopping) {
      try {
        const problem = await this.options.sandboxProblem?.();
        if (problem) {
          // A judge that can run nothing claims nothing: jobs stay queued, no attempt spent.
          await this.idle(BROKEN_SANDBOX_WAIT_MS);
          continue;
        }
        const job = await claimJob(this.db, this.id, this.leaseMs);
        if (!job) {
          await this.idle(IDLE_POLL_MS);
          continue;
        }
        await this.process(job);
        // Nothing else was claimable at the claim: an empty claim now would only compete with the
        // readers of this verdict. A job queued meanwhile has woken us (`woken`), a delayed or
        // abandoned one is found by the poll, as when idle.
        if (!job.more) await this.idle(IDLE_POLL_MS);
      } catch (error) {
        if (this.stopping) return;
        this.options.log.error({ err: error }, 'judge worker: loop error');
        await sleep(RETRY_DELAY_MS);
      }
    }
  }

  private async process(job: ClaimedJob) {
    const fence: Fence = { jobId: job.id, workerId: this.id, attempts: job.attempts };
    judgeMetrics.waitSeconds.observe({ language: job.language }, job.waitedMs / 1000);
    judgeMetrics.attempts.inc({ kind: job.kind });
    if (job.attempts > JUDGE_QUEUE.maxAttempts) return this.giveUp(job, fence);
    this.inFlight.set(job.id, { fence, submissionId: job.submissionId });
    const renew = setInterval(
      () => void renewLease(this.db, fence, this.leaseMs).catch(() => {}),
      Math.max(200, Math.floor(this.leaseMs / 3)),
    );
    try {
      if (job.kind === 'run') await this.judgeRun(job, fence);
      else await this.judgeSubmission(job, fence);
    } finally {
      clearInterval(renew);
      this.inFlight.delete(job.id);
    }
  }

  private async giveUp(job: ClaimedJob, fence: Fence) {
    this.options.log.warn(`judge worker: job ${job.id} failed ${JUDGE_QUEUE.maxAttempts} times, giving up`);
    judgeMetrics.verdicts.inc({ language: job.language, verdict: INTERNAL_ERROR });
    if (job.kind === 'run' || !job.submissionId) {
      await finishRunJob(this.db, fence, gaveUpResult(job));
      return;
    }
    await giveUp(this.db, fence, job.submissionId);
  }

  /**
   * The single call into packages/judge; `ownerId` is the user the work is for (none: the
   * catalogue's reference checks). The judge shares its slots fairly between owners (decision 0010).
   */
  private async judge(
    request: JudgeRequest,
    ownerId: string | null,
    onTest?: (i: number, t: TestResult) => void,
  ) {
    const owner = ownerId ? judgeOwnerOfUser(ownerId) : JUDGE_OWNER_CATALOGUE;
    const started = performance.now();
    const result = await this.options.engine.judge({ ...request, owner }, onTest ? { onTest } : {});
    judgeMetrics.judgeSeconds.observe(
      { language: String(request.language) },
      (performance.now() - started) / 1000,
    );
    return result;
  }

  private async judgeRun(job: ClaimedJob, fence: Fence) {
    if (!job.payload) return deleteJob(this.db, job.id);
    const result = await this.judge(job.payload, job.ownerId);
    if (await this.failedOnOurSide(job, fence, result)) return;
    judgeMetrics.verdicts.inc({ language: job.language, verdict: result.status });
    await finishRunJob(this.db, fence, result);
  }

  private async judgeSubmission(job: ClaimedJob, fence: Fence) {
    // No round: the submission is gone (its job goes with it).
    if (!job.submissionId || !job.round) return deleteJob(this.db, job.id);
    const { tests } = job.round;
    if (tests.length === 0) return deleteJob(this.db, job.id);
    const round: Round = { submissionId: job.submissionId, attempt: job.round.attempt, tests };
    // Tests are stored as they finish, in finishing order (their seq is the events' id).
    const seqs = new Map<number, number>();
    const progress = new ProgressWriter(this.db, round);
    const onTest = (position: number, test: TestResult) => {
      const seq = seqs.size + 1;
      seqs.set(position, seq);
      progress.add({ position, test, seq });
    };
    const result = await this.judge(
      {
        language: job.language,
        source: job.round.sourceCode,
        tests: tests.map((test) => ({ input: test.input, expected: test.output })),
      },
      job.ownerId,
      onTest,
    );
    progress.close();
    if (await this.failedOnOurSide(job, fence, result, job.submissionId)) return;
    const kind = job.kind === 'rejudge' ? 'rejudge' : 'submit';
    const written = await finishRound(this.db, fence, round, { kind }, result, (p) => seqs.get(p) ?? 0);
    if (written) judgeMetrics.verdicts.inc({ language: job.language, verdict: result.status });
  }

  /**
   * Internal Error is the judge's failure, never the user's verdict: the job goes back to the
   * queue (after a short wait) until its attempts run out.
   */
  private async failedOnOurSide(job: ClaimedJob, fence: Fence, result: JudgeResult, submissionId?: string) {
    if (result.status !== INTERNAL_ERROR) return false;
    this.options.log.warn(
      `judge worker: job ${job.id} attempt ${job.attempts}: ${result.message ?? 'Internal Error'}`,
    );
    if (job.attempts >= JUDGE_QUEUE.maxAttempts) {
      await this.giveUp(job, fence);
      return true;
    }
    await this.db.transaction(async (tx) => {
      if (!(await releaseJob(tx, fence, { refund: false, delayMs: RETRY_DELAY_MS }))) return;
      if (submissionId) await backToQueue(tx, submissionId);
    });
    return true;
  }

  /** Stops claiming; jobs still judging after `graceMs` go back to the queue with their attempt refunded. */
  async close(graceMs = 5000) {
    if (this.stopping) return;
    this.stopping = true;
    clearInterval(this.heartbeat);
    this.wakeAll();
    await this.unlisten?.().catch(() => {});
    const drained = await Promise.race([
      Promise.all(this.loops).then(() => true),
      sleep(graceMs).then(() => false),
    ]);
    if (!drained) {
      for (const { fence, submissionId } of this.inFlight.values()) {
        await this.db
          .transaction(async (tx) => {
            if (!(await releaseJob(tx, fence, { refund: true, delayMs: 0 }))) return;
            if (submissionId) await backToQueue(tx, submissionId);
          })
          .catch(() => {});
      }
    }
    await this.db
      .delete(judgeWorkers)
      .where(eq(judgeWorkers.id, this.id))
      .catch(() => {});
  }
}

function gaveUpResult(job: ClaimedJob): JudgeResult {
  return {
    status: INTERNAL_ERROR as JudgeResult['status'],
    language: job.language,
    tests: [],
    timeMs: 0,
    memoryKb: 0,
    message: `The judge failed ${JUDGE_QUEUE.maxAttempts} times on this run`,
  };
}
