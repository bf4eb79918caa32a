import { BullJudgeQueue, type BullJudgeQueueOptions } from './bullmq.ts';
import { InProcessJudgeQueue } from './in-process.ts';
import type { JudgeQueue } from './types.ts';

export { BullJudgeQueue, DEFAULT_QUEUE_NAME, JudgeWorker } from './bullmq.ts';
export { InProcessJudgeQueue } from './in-process.ts';
export type { JudgeQueue } from './types.ts';

export interface JudgeQueueOptions extends Partial<BullJudgeQueueOptions> {}

/**
 * In-process by default; with `redisUrl` a BullMQ queue whose jobs `npm run worker` processes (on
 * this or other machines) judge. Either way `judge` resolves to the result and `close` releases everything.
 */
export function createJudgeQueue(options: JudgeQueueOptions = {}): JudgeQueue {
  const { redisUrl, ...rest } = options;
  if (!redisUrl) return new InProcessJudgeQueue();
  return new BullJudgeQueue({ redisUrl, ...rest });
}
