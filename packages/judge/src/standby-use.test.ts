import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { python } from './languages/python.ts';
import { resolveLimits } from './limits.ts';
import type { CgroupDriver } from './sandbox/cgroup.ts';
import { createCgroupDriver } from './sandbox/cgroup-detect.ts';
import { type Slot, SlotPool } from './sandbox/slots.ts';
import { leaseUidBlock } from './sandbox/uid-lease.ts';
import { runTestsFairly, standbyPlan } from './test-runs.ts';

// A slot starts a request's next box ahead only while a test of the request will take it, and the
// request's last box one for a next request of the same program.
const ECHO = [{ path: '/box/main.py', data: Buffer.from('print(input())\n') }];
const tests = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ input: `${index}\n`, expected: `${index}\n` }));

let driver: CgroupDriver;
beforeAll(() => {
  const found = createCgroupDriver();
  if (!found) throw new Error('no cgroups');
  const problem = found.init();
  if (problem) throw new Error(problem);
  driver = found;
});

async function judgeOn(size: number, count: number) {
  const pool = new SlotPool(driver, size, leaseUidBlock(61_000));
  const runs = await runTestsFairly({
    runtime: python,
    files: ECHO,
    tests: tests(count),
    limits: resolveLimits(),
    slots: pool,
    owner: 'standby-test',
  });
  const grants = await Promise.all(Array.from({ length: size }, () => pool.acquire()));
  const slots: Slot[] = grants.map((grant) => grant.resource);
  return { pool, runs, slots };
}

describe('boxes started ahead for a request', () => {
  const pools: SlotPool[] = [];
  afterAll(() => Promise.all(pools.map((pool) => pool.close())));

  it('hands each later test of a request on one slot the box started ahead, and keeps one for the same program next', async () => {
    const { pool, runs, slots } = await judgeOn(1, 4);
    pools.push(pool);
    runs.forEach((run, index) => {
      expect('outcome' in run && run.outcome.stdout.toString()).toBe(`${index}\n`);
    });
    expect(slots[0]!.spawner.handOffs).toBe(3);
    // The one for a next request comes once the request is over.
    await vi.waitFor(() => expect(slots[0]!.spawner.hasStandby).toBe(true), { timeout: 2000, interval: 10 });
  });

  it('wants a box ahead for tests left over once the other running boxes have taken theirs, and one after the last', () => {
    expect(standbyPlan(1, 1)).toBe('none');
    expect(standbyPlan(2, 1)).toBe('ahead');
    expect(standbyPlan(1, 0)).toBe('ahead');
    expect(standbyPlan(0, 1)).toBe('after');
    expect(standbyPlan(0, 0)).toBe('after');
  });
});
