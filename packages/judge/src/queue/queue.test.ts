import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { waitForNoSandboxProcesses } from '../../test/processes.ts';
import { VERDICTS } from '../verdict.ts';
import { redisConnection } from './bullmq.ts';
import { createJudgeQueue } from './index.ts';

const REDIS_URL = process.env.REDIS_URL;
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
const usedQueues: string[] = [];
const uniqueQueueName = () => {
  const name = `codedojo-judge-test-${process.pid}-${randomBytes(4).toString('hex')}`;
  usedQueues.push(name);
  return name;
};

// Leave nothing of the test queues in Redis.
afterAll(async () => {
  if (!REDIS_URL) return;
  for (const name of usedQueues) {
    const queue = new Queue(name, { connection: redisConnection(REDIS_URL) });
    await queue.obliterate({ force: true });
    await queue.close();
  }
});

const sum = {
  language: 71,
  source: 'a, b = map(int, input().split())\nprint(a + b)\n',
  tests: [{ input: '2 3', expected: '5' }],
};

describe('in-process queue', () => {
  it('judges a submission in this process and closes without leaving processes', async () => {
    const queue = createJudgeQueue();
    expect(queue.mode).toBe('in-process');
    const result = await queue.judge(sum);
    expect(result.status).toBe(VERDICTS.ACCEPTED);
    await queue.close();
    expect(await waitForNoSandboxProcesses()).toEqual([]);
  });
});

describe.skipIf(!REDIS_URL)('BullMQ queue (REDIS_URL set)', () => {
  it('judges a submission through Redis with a worker in this process', async () => {
    const queue = createJudgeQueue({ redisUrl: REDIS_URL, queueName: uniqueQueueName() });
    try {
      expect(queue.mode).toBe('bullmq');
      const result = await queue.judge({ ...sum, language: 'JAVASCRIPT', source: 'console.log(5)' });
      expect(result.status, JSON.stringify(result)).toBe(VERDICTS.ACCEPTED);
    } finally {
      await queue.close();
    }
    expect(await waitForNoSandboxProcesses()).toEqual([]);
  });

  it('has a worker in another process (npm run worker) judge the job', async () => {
    const queueName = uniqueQueueName();
    const worker = spawn(TSX, ['src/worker/main.ts'], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, REDIS_URL, JUDGE_QUEUE_NAME: queueName },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const queue = createJudgeQueue({ redisUrl: REDIS_URL, queueName, localWorker: false, timeoutMs: 60_000 });
    try {
      await waitForLine(worker, /worker: .*judging queue/);
      const result = await queue.judge(sum);
      expect(result.status, JSON.stringify(result)).toBe(VERDICTS.ACCEPTED);
      expect(result.tests[0]!.stdout).toBe('5\n');
    } finally {
      await queue.close();
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker.once('exit', resolve));
    }
    expect(worker.exitCode).toBe(0);
    expect(await waitForNoSandboxProcesses([process.pid, worker.pid!])).toEqual([]);
  });
});

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`worker never became ready: ${seen}`)), 30_000);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (!pattern.test(seen)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}: ${seen}`));
    });
  });
}
