/**
 * npm run worker — judges jobs from the BullMQ queue at REDIS_URL. Runs on any machine with the
 * sandbox (bubblewrap, the drop-root uid switch, cgroups, the three runtimes); needs no database.
 */
import { JudgeWorker, WORKER_CONCURRENCY } from '../queue/bullmq.ts';
import { checkSandbox } from '../sandbox/check.ts';

async function main(): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    console.error('worker: REDIS_URL is not set (e.g. REDIS_URL=redis://127.0.0.1:6379 npm run worker)');
    process.exit(1);
  }
  const check = await checkSandbox();
  if (!check.ok) {
    console.error(`worker: ${check.message}`);
    process.exit(1);
  }
  const queueName = process.env.JUDGE_QUEUE_NAME || undefined;
  const concurrency = Number(process.env.JUDGE_WORKER_CONCURRENCY) || WORKER_CONCURRENCY;
  const worker = new JudgeWorker({ redisUrl, queueName, concurrency });
  await worker.waitUntilReady();
  console.log(
    `worker: ${check.message}; judging queue ${queueName ?? 'codedojo-judge'} with concurrency ${concurrency}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`worker: ${signal}, finishing current jobs`);
    await worker.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

void main();
