import type { BoxGroup, CgroupDriver, CgroupLimits, RunCgroup } from './cgroup.ts';
import { Spawner } from './spawner.ts';

/**
 * Where one slot's boxes run, one at a time: the slot's unprivileged uid, its persistent cgroup
 * group and a spawner living in that group.
 */
export class Lane {
  private current: RunCgroup | undefined;

  private constructor(
    readonly uid: number,
    private readonly group: BoxGroup,
    readonly spawner: Spawner,
  ) {}

  static async open(cgroups: CgroupDriver, name: string, uid: number): Promise<Lane> {
    const group = await cgroups.group(name);
    return new Lane(uid, group, new Spawner(group.procsFiles));
  }

  /** Sets the next run's limits; the returned window measures and stops that run alone. */
  async begin(limits: CgroupLimits): Promise<RunCgroup> {
    this.current = await this.group.begin(limits, (pid) => this.spawner.isOwn(pid));
    return this.current;
  }

  /**
   * Kills the box of the lane's current run (a preempted run), sparing the spawner and waiters
   * like the run's own kills do. Only its holder may call it, and only while its run is going.
   */
  killCurrentRun(): Promise<void> {
    return this.current?.killAll() ?? Promise.resolve();
  }

  async close(): Promise<void> {
    this.spawner.close();
    await this.group.destroy();
  }
}

let laneCounter = 0;

/** Names are unique across processes too, since several judges may share the parent group. */
export function uniqueGroupName(prefix: string): string {
  laneCounter += 1;
  return `${prefix}-${process.pid}-${laneCounter}-${Date.now().toString(36)}`;
}

/** One lane per slot index, opened on first use. */
export class LaneSet {
  private readonly lanes = new Map<number, Promise<Lane>>();

  constructor(private readonly cgroups: CgroupDriver) {}

  get(slot: { index: number; uid: number }): Promise<Lane> {
    let lane = this.lanes.get(slot.index);
    if (!lane) {
      lane = Lane.open(this.cgroups, uniqueGroupName('slot'), slot.uid);
      // A failed open (a vanished cgroup hierarchy) is retried on the next run.
      lane.catch(() => this.lanes.delete(slot.index));
      this.lanes.set(slot.index, lane);
    }
    return lane;
  }

  async close(): Promise<void> {
    const lanes = [...this.lanes.values()];
    this.lanes.clear();
    await Promise.all(lanes.map((lane) => lane.then((open) => open.close()).catch(() => {})));
  }
}
