/**
 * Shares a few resources (sandbox slots, the compiler) between owners (users) fairly rather than
 * first come first served (docs/decisions/0010-judge-fairness.md):
 *
 * - A free resource goes to the waiting owner holding the fewest, ties broken by the least wall
 *   time charged so far (each grant charges its owner the wall time it held the resource), so
 *   owners take turns instead of one owner's queue of requests draining first.
 * - An owner alone may hold every resource. When another owner waits holding none, and some
 *   owner holds two or more, that owner's youngest preemptible grant is preempted: its holder
 *   stops the work and asks again (a test run is simply run again later). So an owner who holds
 *   nothing never waits for another owner's long run.
 * - Wall time charged is like CFS's virtual time: an owner who comes back after being idle starts
 *   at the least charge among active owners, so idling earns no credit.
 */

export interface Grant<R> {
  readonly resource: R;
  readonly owner: string;
  /** Set once preempted: the holder should stop its work, release and ask again. */
  readonly preempted: boolean;
  /** Runs `stop` when the grant is preempted (at once if it already was). */
  whenPreempted(stop: () => void): void;
}

export interface AcquireOptions {
  /** Whether the work may be stopped and redone later (a test run; not a compile). */
  preemptible?: boolean;
  /** Goes ahead of the owner's other waiting requests (a preempted run asking again). */
  first?: boolean;
}

class OwnedGrant<R> implements Grant<R> {
  preempted = false;
  released = false;
  readonly since = performance.now();
  private stops: (() => void)[] = [];

  constructor(
    readonly resource: R,
    readonly owner: string,
    readonly preemptible: boolean,
  ) {}

  whenPreempted(stop: () => void): void {
    if (this.preempted) stop();
    else this.stops.push(stop);
  }

  preempt(): void {
    this.preempted = true;
    const stops = this.stops;
    this.stops = [];
    for (const stop of stops) stop();
  }
}

interface Waiter<R> {
  preemptible: boolean;
  resolve: (grant: OwnedGrant<R>) => void;
}

interface OwnerState<R> {
  name: string;
  grants: OwnedGrant<R>[];
  waiting: Waiter<R>[];
  /** Wall milliseconds charged (virtual time). */
  charged: number;
}

export interface FairSchedulerOptions {
  /** Preempt preemptible grants for owners holding nothing (see above). */
  preempt?: boolean;
  /** Most resources one owner may hold at once, others waiting or not (default: all). */
  maxPerOwner?: number;
}

export class FairScheduler<R> {
  private readonly free: R[];
  private readonly rank: Map<R, number>;
  private readonly owners = new Map<string, OwnerState<R>>();
  private preemptionsInFlight = 0;

  /** Free resources are handed out in the order given here (the warm compiler before the spare). */
  constructor(
    resources: R[],
    private readonly options: FairSchedulerOptions = {},
  ) {
    this.free = [...resources];
    this.rank = new Map(resources.map((resource, index) => [resource, index]));
  }

  acquire(owner: string, options: AcquireOptions = {}): Promise<Grant<R>> {
    const state = this.stateOf(owner);
    return new Promise((resolve) => {
      const waiter: Waiter<R> = { preemptible: options.preemptible ?? false, resolve };
      if (options.first) state.waiting.unshift(waiter);
      else state.waiting.push(waiter);
      this.dispatch();
    });
  }

  release(grant: Grant<R>): void {
    const owned = grant as OwnedGrant<R>;
    if (owned.released) return;
    owned.released = true;
    if (owned.preempted) this.preemptionsInFlight -= 1;
    const state = this.owners.get(owned.owner);
    if (state) {
      state.grants = state.grants.filter((other) => other !== owned);
      state.charged += performance.now() - owned.since;
    }
    this.free.push(owned.resource);
    this.free.sort((a, b) => this.rank.get(a)! - this.rank.get(b)!);
    this.forgetIdleOwners();
    this.dispatch();
  }

  async with<T>(owner: string, task: (grant: Grant<R>) => Promise<T>, options?: AcquireOptions): Promise<T> {
    const grant = await this.acquire(owner, options);
    try {
      return await task(grant);
    } finally {
      this.release(grant);
    }
  }

  /** Resources held per owner (for tests and diagnostics). */
  holders(): Map<string, number> {
    const held = new Map<string, number>();
    for (const [owner, state] of this.owners)
      if (state.grants.length > 0) held.set(owner, state.grants.length);
    return held;
  }

  private stateOf(owner: string): OwnerState<R> {
    let state = this.owners.get(owner);
    const active = [...this.owners.values()].filter(isActive);
    const floor = active.length > 0 ? Math.min(...active.map((other) => other.charged)) : 0;
    if (!state) {
      state = { name: owner, grants: [], waiting: [], charged: floor };
      this.owners.set(owner, state);
    } else if (!isActive(state)) {
      state.charged = Math.max(state.charged, floor);
    }
    return state;
  }

  private dispatch(): void {
    while (this.free.length > 0) {
      const next = this.nextOwner();
      if (!next) break;
      const waiter = next.waiting.shift()!;
      const grant = new OwnedGrant(this.free.shift()!, next.name, waiter.preemptible);
      next.grants.push(grant);
      waiter.resolve(grant);
    }
    if (this.options.preempt) this.preemptForOwnersHoldingNothing();
  }

  /** Among owners with waiting requests: fewest resources held, then least wall time charged. */
  private nextOwner(): OwnerState<R> | undefined {
    let best: OwnerState<R> | undefined;
    const cap = this.options.maxPerOwner ?? Number.POSITIVE_INFINITY;
    for (const state of this.owners.values()) {
      if (state.waiting.length === 0 || state.grants.length >= cap) continue;
      if (
        !best ||
        state.grants.length < best.grants.length ||
        (state.grants.length === best.grants.length && state.charged < best.charged)
      )
        best = state;
    }
    return best;
  }

  private preemptForOwnersHoldingNothing(): void {
    const starving = [...this.owners.values()].filter(
      (state) => state.waiting.length > 0 && state.grants.length === 0,
    ).length;
    while (this.preemptionsInFlight < starving) {
      const victim = this.youngestExcessGrant();
      if (!victim) return;
      this.preemptionsInFlight += 1;
      victim.preempt();
    }
  }

  /** The youngest preemptible grant of the owner holding the most (two or more) not yet preempted. */
  private youngestExcessGrant(): OwnedGrant<R> | undefined {
    let chosen: OwnedGrant<R> | undefined;
    let most = 1;
    for (const state of this.owners.values()) {
      const live = state.grants.filter((grant) => !grant.preempted);
      const candidates = live.filter((grant) => grant.preemptible);
      if (live.length <= most || candidates.length === 0) continue;
      most = live.length;
      chosen = candidates.reduce((young, grant) => (grant.since > young.since ? grant : young));
    }
    return chosen;
  }

  /** Once nobody is active, every owner is equal again: the charges start over. */
  private forgetIdleOwners(): void {
    for (const state of this.owners.values()) if (isActive(state)) return;
    this.owners.clear();
  }
}

function isActive<R>(state: OwnerState<R>): boolean {
  return state.grants.length > 0 || state.waiting.length > 0;
}
