import { describe, expect, it } from 'vitest';
import { FairScheduler, type Grant } from './fair-scheduler.ts';

/** Resolves on the next macrotask, after every grant the scheduler gave has been delivered. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('fair scheduler', () => {
  it('takes owners in turn instead of draining the first owner’s queue', async () => {
    const scheduler = new FairScheduler(['slot']);
    const order: string[] = [];
    const first = await scheduler.acquire('hostile');
    const jobs = [
      ...['h1', 'h2', 'h3'].map((name) =>
        scheduler.with('hostile', async () => {
          order.push(name);
        }),
      ),
      scheduler.with('victim', async () => {
        order.push('v1');
      }),
    ];
    scheduler.release(first);
    await Promise.all(jobs);
    expect(order[0]).toBe('v1');
  });

  it('lets an owner alone use every slot', async () => {
    const scheduler = new FairScheduler(['a', 'b'], { preempt: true });
    const grants = await Promise.all([scheduler.acquire('solo'), scheduler.acquire('solo')]);
    expect(scheduler.holders().get('solo')).toBe(2);
    for (const grant of grants) scheduler.release(grant);
  });

  it('preempts the youngest run of an owner holding every slot when another owner waits with none', async () => {
    const scheduler = new FairScheduler(['a', 'b'], { preempt: true });
    const older = await scheduler.acquire('hostile', { preemptible: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const younger = await scheduler.acquire('hostile', { preemptible: true });
    const stopped: Grant<string>[] = [];
    older.whenPreempted(() => stopped.push(older));
    younger.whenPreempted(() => stopped.push(younger));
    let victim: Grant<string> | undefined;
    void scheduler.acquire('victim').then((grant) => {
      victim = grant;
    });
    await settle();
    expect(stopped).toEqual([younger]);
    expect(older.preempted).toBe(false);
    // The hostile owner's preempted run asks again first, yet the slot goes to the victim.
    const again = scheduler.acquire('hostile', { preemptible: true, first: true });
    scheduler.release(younger);
    await settle();
    expect(victim?.resource).toBe(younger.resource);
    scheduler.release(victim!);
    scheduler.release(await again);
    scheduler.release(older);
  });

  it('never preempts work that is not preemptible, nor an owner’s last slot', async () => {
    const scheduler = new FairScheduler(['a', 'b'], { preempt: true });
    const compile = await scheduler.acquire('hostile');
    const run = await scheduler.acquire('other', { preemptible: true });
    let granted = false;
    void scheduler.acquire('victim').then(() => {
      granted = true;
    });
    await settle();
    expect(compile.preempted).toBe(false);
    expect(run.preempted).toBe(false);
    expect(granted).toBe(false);
    scheduler.release(run);
    await settle();
    expect(granted).toBe(true);
  });

  it('gives a free slot to the owner charged the least wall time', async () => {
    const scheduler = new FairScheduler(['slot']);
    const heavy = await scheduler.acquire('heavy');
    const lightTurn = scheduler.acquire('light');
    await new Promise((resolve) => setTimeout(resolve, 30));
    scheduler.release(heavy);
    const light = await lightTurn;
    const order: string[] = [];
    // Both wait holding nothing: plain turns would now go back to 'heavy', the charge says 'light'.
    const waiting = [
      scheduler.with('heavy', async () => {
        order.push('heavy');
      }),
      scheduler.with('light', async () => {
        order.push('light');
      }),
    ];
    scheduler.release(light);
    await Promise.all(waiting);
    expect(order).toEqual(['light', 'heavy']);
  });

  it('keeps one owner to its cap and leaves the rest to others', async () => {
    const scheduler = new FairScheduler(['warm', 'spare'], { maxPerOwner: 1 });
    const first = await scheduler.acquire('hostile');
    let second: Grant<string> | undefined;
    void scheduler.acquire('hostile').then((grant) => {
      second = grant;
    });
    await settle();
    expect(second).toBeUndefined();
    const other = await scheduler.acquire('victim');
    expect(other.resource).toBe('spare');
    scheduler.release(first);
    await settle();
    expect(second?.resource).toBe('warm');
    scheduler.release(second!);
    scheduler.release(other);
  });
});
