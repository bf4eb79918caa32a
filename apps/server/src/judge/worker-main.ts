/**
 * npm run worker — judges jobs from the database queue (DATABASE_URL: PostgreSQL shared with the
 * API processes). Needs the sandbox (bubblewrap, cgroups, the three runtimes) and the database;
 * no Redis. Its only HTTP is its own GET /metrics when WORKER_METRICS_PORT is set.
 */
import { availableParallelism } from 'node:os';
import { checkSandbox, createJudgeQueue } from '@codedojo/judge';
import dotenv from 'dotenv';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { serveWorkerMetrics } from './metrics-server.ts';
import { DbJudgeWorker } from './worker.ts';

async function main(): Promise<void> {
  dotenv.config({ quiet: true });
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    console.error(
      'worker: DATABASE_URL is not set (the embedded database belongs to one process: `npm start` judges in-process)',
    );
    process.exit(1);
  }
  const check = await checkSandbox();
  if (!check.ok) {
    console.error(`worker: ${check.message}`);
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const engine = createJudgeQueue();
  const concurrency = config.JUDGE_CONCURRENCY ?? availableParallelism();
  const worker = new DbJudgeWorker({
    database,
    engine,
    concurrency,
    leaseMs: config.JUDGE_LEASE_MS,
    log: {
      info: (message) => console.log(message),
      warn: (message) => console.warn(message),
      error: (object, message) => console.error(message, object),
    },
  });
  // Before claiming anything: a port in use stops the worker with no job held.
  const metrics =
    config.WORKER_METRICS_PORT === undefined
      ? undefined
      : await serveWorkerMetrics(config.HOST, config.WORKER_METRICS_PORT);
  await worker.start();
  if (metrics) console.log(`worker ${worker.id}: metrics at ${metrics.url}`);
  console.log(
    `worker ${worker.id}: ${check.message}; judging the database queue with concurrency ${concurrency}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`worker: ${signal}, finishing current jobs`);
    await worker.close();
    await metrics?.close();
    await engine.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
