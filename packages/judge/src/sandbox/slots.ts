import { availableParallelism } from 'node:os';
import { COMPILER_UIDS, leaseUidBlock, UID_BLOCK_SIZE } from './uid-lease.ts';

/** A unit of machine capacity: one core, and the unprivileged uid the box on it runs as. */
export interface Slot {
  index: number;
  uid: number;
}

export const DEFAULT_UID_BASE = 60_000;

/**
 * A FIFO semaphore over numbered slots. One process-wide pool keeps the machine from being
 * oversubscribed however many submissions arrive; each slot has its own uid, so RLIMIT_NPROC
 * and signals never reach across boxes.
 */
export class SlotPool {
  private readonly free: Slot[];
  private readonly waiting: ((slot: Slot) => void)[] = [];

  constructor(
    readonly size: number,
    readonly uidBase = DEFAULT_UID_BASE,
  ) {
    this.free = Array.from({ length: size }, (_, index) => ({ index, uid: uidBase + index }));
  }

  acquire(): Promise<Slot> {
    const slot = this.free.shift();
    if (slot) return Promise.resolve(slot);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) {
      next(slot);
      return;
    }
    this.free.push(slot);
  }

  async with<T>(task: (slot: Slot) => Promise<T>): Promise<T> {
    const slot = await this.acquire();
    try {
      return await task(slot);
    } finally {
      this.release(slot);
    }
  }
}

let shared: SlotPool | undefined;

/** The process-wide pool: JUDGE_CONCURRENCY slots (default: the core count), uids from JUDGE_UID_BASE. */
export function sharedSlots(): SlotPool {
  if (shared) return shared;
  const size = Number(process.env.JUDGE_CONCURRENCY) || availableParallelism();
  const uidBase = leaseUidBlock(Number(process.env.JUDGE_UID_BASE) || DEFAULT_UID_BASE);
  shared = new SlotPool(Math.max(1, Math.min(size, UID_BLOCK_SIZE - COMPILER_UIDS)), uidBase);
  return shared;
}
