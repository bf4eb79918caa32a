import { availableParallelism } from 'node:os';
import { JUDGE_OWNER_ANONYMOUS } from '@codedojo/shared';
import { type AcquireOptions, FairScheduler, type Grant } from './fair-scheduler.ts';
import { COMPILER_UIDS, leaseUidBlock, UID_BLOCK_SIZE } from './uid-lease.ts';

/** A unit of machine capacity: one core, and the unprivileged uid the box on it runs as. */
export interface Slot {
  index: number;
  uid: number;
}

export const DEFAULT_UID_BASE = 60_000;

/**
 * Numbered slots shared fairly between owners (see FairScheduler): one process-wide pool keeps
 * the machine from being oversubscribed however many submissions arrive; each slot has its own
 * uid, so RLIMIT_NPROC and signals never reach across boxes.
 */
export class SlotPool {
  private readonly scheduler: FairScheduler<Slot>;

  constructor(
    readonly size: number,
    readonly uidBase = DEFAULT_UID_BASE,
  ) {
    const slots = Array.from({ length: size }, (_, index) => ({ index, uid: uidBase + index }));
    this.scheduler = new FairScheduler(slots, { preempt: true });
  }

  acquire(owner: string = JUDGE_OWNER_ANONYMOUS, options?: AcquireOptions): Promise<Grant<Slot>> {
    return this.scheduler.acquire(owner, options);
  }

  release(grant: Grant<Slot>): void {
    this.scheduler.release(grant);
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
