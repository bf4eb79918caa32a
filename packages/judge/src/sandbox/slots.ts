import { availableParallelism } from 'node:os';
import { JUDGE_OWNER_ANONYMOUS } from '@codedojo/shared';
import {
  type Cgroup,
  type CgroupDriver,
  type CgroupLimits,
  type RunWindow,
  uniqueCgroupName,
} from './cgroup.ts';
import { type AcquireOptions, FairScheduler, type Grant } from './fair-scheduler.ts';
import { Spawner } from './spawner.ts';
import { COMPILER_UIDS, leaseUidBlock, UID_BLOCK_SIZE, type UidLease } from './uid-lease.ts';

export const DEFAULT_UID_BASE = 60_000;

/**
 * A unit of machine capacity, where boxes run one at a time: one core, the unprivileged uid its
 * boxes run as, and, opened at its first run, two persistent cgroups, each with a spawner helper
 * living inside (so every box it forks is born in the group). While a box runs in one cgroup, the
 * next box is made ready in the other (see Spawner), where its start-up is charged to no run.
 */
export class Slot {
  private opening: Promise<{ cgroups: Cgroup[]; spawner: Spawner }> | undefined;
  private opened: { cgroups: Cgroup[]; spawner: Spawner } | undefined;
  private current: RunWindow | undefined;

  /** `name`: the prefix of its cgroups' names (made unique across processes when opened). */
  constructor(
    readonly uid: number,
    private readonly driver: CgroupDriver,
    private readonly name = 'slot',
  ) {}

  /** The slot's spawner, there once `begin` has opened the slot. */
  get spawner(): Spawner {
    if (!this.opened) throw new Error('the slot is not open: begin a run first');
    return this.opened.spawner;
  }

  /**
   * Sets the next run's limits; the returned window measures and stops that run alone. Both
   * cgroups get them: the spawner picks the side when the box starts (the standby's, if it is the
   * same box), and the window follows that side.
   */
  async begin(limits: CgroupLimits): Promise<RunWindow> {
    const { cgroups, spawner } = await this.open();
    await spawner.settle();
    const spare = (pid: number) => spawner.isOwn(pid);
    const windows = await Promise.all(cgroups.map((cgroup) => cgroup.begin(limits, spare)));
    const pick = () => windows[spawner.side]!;
    this.current = {
      cpuUsageUs: () => pick().cpuUsageUs(),
      peakMemoryBytes: () => pick().peakMemoryBytes(),
      sample: () => pick().sample(),
      oomKilled: () => pick().oomKilled(),
      killAll: () => pick().killAll(),
    };
    return this.current;
  }

  /**
   * Kills the box of the slot's current run (a preempted run), sparing the spawner and waiters
   * like the run's own kills do. Only its holder may call it, and only while its run is going.
   */
  killCurrentRun(): Promise<void> {
    return this.current?.killAll() ?? Promise.resolve();
  }

  /** Stops the spawners and removes the cgroups; a later run would open the slot again. */
  async close(): Promise<void> {
    const opening = this.opening;
    this.opening = undefined;
    this.opened = undefined;
    this.current = undefined;
    const opened = await opening?.catch(() => undefined);
    if (!opened) return;
    opened.spawner.close();
    await Promise.all(opened.cgroups.map((cgroup) => cgroup.destroy()));
  }

  /** Creates the slot's cgroups and spawner, once (`begin` does it at the first run). */
  open(): Promise<{ cgroups: Cgroup[]; spawner: Spawner }> {
    if (this.opening) return this.opening;
    const name = uniqueCgroupName(this.name);
    const opening = Promise.all([this.driver.group(name), this.driver.group(`${name}-b`)]).then((cgroups) => {
      const opened = { cgroups, spawner: new Spawner(cgroups.map((cgroup) => cgroup.procsFiles)) };
      if (this.opening === opening) this.opened = opened;
      return opened;
    });
    // A failed open (a vanished cgroup hierarchy) is retried at the next run.
    opening.catch(() => {
      if (this.opening === opening) this.opening = undefined;
    });
    this.opening = opening;
    return opening;
  }
}

/**
 * One engine's slots, shared fairly between owners (see FairScheduler): one slot per core keeps
 * the machine from being oversubscribed however many submissions arrive; each slot has its own
 * uid from the engine's leased block, so RLIMIT_NPROC and signals never reach across boxes.
 */
export class SlotPool {
  private readonly slots: Slot[];
  private readonly scheduler: FairScheduler<Slot>;

  constructor(
    cgroups: CgroupDriver,
    size: number,
    private readonly lease: UidLease,
  ) {
    this.slots = Array.from({ length: size }, (_, index) => new Slot(lease.uidBase + index, cgroups));
    this.scheduler = new FairScheduler(this.slots, { preempt: true });
  }

  /** An engine's pool: JUDGE_CONCURRENCY slots (default: the core count), uids leased above JUDGE_UID_BASE. */
  static lease(cgroups: CgroupDriver): SlotPool {
    const size = Number(process.env.JUDGE_CONCURRENCY) || availableParallelism();
    const lease = leaseUidBlock(Number(process.env.JUDGE_UID_BASE) || DEFAULT_UID_BASE);
    return new SlotPool(cgroups, Math.max(1, Math.min(size, UID_BLOCK_SIZE - COMPILER_UIDS)), lease);
  }

  /** Uids for `count` warm compilers: the top of the leased block, away from the slots' uids. */
  compilerUids(count: number): number[] {
    const top = this.lease.uidBase + UID_BLOCK_SIZE - 1;
    return Array.from({ length: Math.min(count, COMPILER_UIDS) }, (_, index) => top - index);
  }

  acquire(owner: string = JUDGE_OWNER_ANONYMOUS, options?: AcquireOptions): Promise<Grant<Slot>> {
    return this.scheduler.acquire(owner, options);
  }

  release(grant: Grant<Slot>): void {
    this.scheduler.release(grant);
  }

  /** Closes every slot and frees the uid block. */
  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.close().catch(() => {})));
    this.lease.release();
  }
}
