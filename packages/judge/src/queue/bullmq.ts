import { resolveLanguage } from '@codedojo/shared';
import { type ConnectionOptions, Queue, QueueEvents, Worker } from 'bullmq';
import { LocalSandboxEngine } from '../engine.ts';
import { failure } from '../results.ts';
import type { JudgeEngine, JudgeRequest, JudgeResult } from '../types.ts';
import type { JudgeQueue } from './types.ts';

export const DEFAULT_QUEUE_NAME = 'codedojo-judge';
const JOB_NAME = 'judge';
/** Default jobs in flight per worker (see JudgeWorkerOptions.concurrency). */
export const WORKER_CONCURRENCY = 64;

/** ioredis options from a redis:// or rediss:// URL; BullMQ then owns (and closes) its connections. */
export function redisConnection(redisUrl: string): ConnectionOptions {
  const url = new URL(redisUrl);
  const db = Number(url.pathname.replace('/', '')) || 0;
  return {
    host: url.hostname || '127.0.0.1',
    port: Number(url.port) || 6379,
    db,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}

export interface BullJudgeQueueOptions {
  redisUrl: string;
  queueName?: string;
  /** Also judge in this process (default true); false leaves all work to `npm run worker` processes. */
  localWorker?: boolean;
  /** How long `judge` waits for a worker's answer before reporting Internal Error. */
  timeoutMs?: number;
}

/** Producer side: jobs go to Redis, any worker judges them, the result comes back through QueueEvents. */
export class BullJudgeQueue implements JudgeQueue {
  readonly mode = 'bullmq' as const;
  private readonly queue: Queue<JudgeRequest, JudgeResult>;
  private readonly events: QueueEvents;
  private readonly worker: JudgeWorker | undefined;
  private readonly timeoutMs: number;

  constructor(options: BullJudgeQueueOptions) {
    const name = options.queueName ?? DEFAULT_QUEUE_NAME;
    const connection = redisConnection(options.redisUrl);
    this.queue = new Queue<JudgeRequest, JudgeResult>(name, {
      connection,
      defaultJobOptions: {
        attempts: 1,
        removeOnComplete: { age: 3600, count: 1000 },
        removeOnFail: { age: 3600 },
      },
    });
    this.events = new QueueEvents(name, { connection });
    this.timeoutMs = options.timeoutMs ?? 120_000;
    if (options.localWorker ?? true)
      this.worker = new JudgeWorker({ redisUrl: options.redisUrl, queueName: name });
  }

  async judge(request: JudgeRequest): Promise<JudgeResult> {
    const language = resolveLanguage(request.language) ?? null;
    try {
      await this.events.waitUntilReady();
      const job = await this.queue.add(JOB_NAME, request);
      return (await job.waitUntilFinished(this.events, this.timeoutMs)) as JudgeResult;
    } catch (error) {
      return failure(language, `Judge queue: ${(error as Error).message}`);
    }
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.events.close();
    await this.queue.close();
  }
}

export interface JudgeWorkerOptions {
  redisUrl: string;
  queueName?: string;
  /**
   * Jobs in flight (default WORKER_CONCURRENCY); the engine's slot pool still caps sandboxes at
   * one per core. Many more jobs than slots: waiting jobs wait inside the engine, whose fair
   * scheduler takes owners in turn, not in Redis's first-come-first-served list.
   */
  concurrency?: number;
  engine?: JudgeEngine;
}

/** Consumer side, for `npm run worker` on any machine: needs Redis and the sandbox, no database. */
export class JudgeWorker {
  private readonly worker: Worker<JudgeRequest, JudgeResult>;
  private readonly engine: JudgeEngine;
  private readonly ownsEngine: boolean;

  constructor(options: JudgeWorkerOptions) {
    this.ownsEngine = !options.engine;
    const local = options.engine ?? new LocalSandboxEngine();
    if (local instanceof LocalSandboxEngine) void local.warmUp();
    this.engine = local;
    this.worker = new Worker<JudgeRequest, JudgeResult>(
      options.queueName ?? DEFAULT_QUEUE_NAME,
      async (job) => {
        try {
          return await this.engine.judge(job.data);
        } catch (error) {
          return failure(
            resolveLanguage(job.data?.language) ?? null,
            `Judge failed: ${(error as Error).message}`,
          );
        }
      },
      {
        connection: redisConnection(options.redisUrl),
        concurrency: options.concurrency ?? WORKER_CONCURRENCY,
      },
    );
    // Errors (a lost connection) are retried by BullMQ; without a listener Node would throw them.
    this.worker.on('error', () => {});
  }

  waitUntilReady(): Promise<unknown> {
    return this.worker.waitUntilReady();
  }

  async close(): Promise<void> {
    await this.worker.close();
    if (this.ownsEngine) await this.engine.close();
  }
}
