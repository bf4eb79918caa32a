import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { python } from '../languages/python.ts';
import { MB } from '../languages/runtime.ts';
import type { BoxSpec } from './bwrap-args.ts';
import { createCgroupDriver } from './cgroup-detect.ts';
import { type RunLimits, runInBox } from './run.ts';
import { type Slot, SlotPool } from './slots.ts';
import { STANDBY_AFTER_MS, type StandbyPlan } from './spawner.ts';

// A slot keeps its next box ready in its second cgroup (see Spawner): these runs go through the
// standby path from the second run on, and must see exactly what a fresh box shows.
const LIMITS: RunLimits = {
  cpuMs: 2000,
  wallMs: 10_000,
  memoryBytes: 128 * MB,
  processes: 16,
  stdoutBytes: MB,
  stderrBytes: MB,
  fileSizeBytes: MB,
  stackBytes: 64 * MB,
};

const PROBE = `import os, sys
print('IN', sys.stdin.read().strip())
print('ENV', sorted(os.environ.items()))
print('FDS', ','.join(sorted(os.listdir('/proc/self/fd'))))
print('PIDS', ','.join(sorted(d for d in os.listdir('/proc') if d.isdigit())))
for attempt in ('list', 'create', 'stdin', 'others'):
    try:
        if attempt == 'list':
            print('LISTED', os.listdir('/run/io'))
        elif attempt == 'create':
            open('/run/io/planted', 'w').write('x')
            print('CREATED')
        elif attempt == 'stdin':
            print('OWN', open('/run/io/stdin').read().strip())
        else:
            print('OTHER', open('/run/io/../io/stdout.old').read())
    except OSError as e:
        print('DENIED', attempt, type(e).__name__)
`;

function box(source: string): BoxSpec {
  return python.box([{ path: '/box/main.py', data: Buffer.from(source) }], {
    cpuMs: 2000,
    wallMs: 10_000,
    memoryMb: 128,
    fileSizeBytes: MB,
  } as never);
}

let slots: SlotPool;
let slot: Slot;

beforeAll(async () => {
  const driver = createCgroupDriver();
  if (!driver) throw new Error('no cgroups');
  const problem = driver.init();
  if (problem) throw new Error(problem);
  slots = SlotPool.lease(driver);
  slot = (await slots.acquire()).resource;
});

afterAll(() => slots.close());

const run = (
  source: string,
  stdin: string,
  limits: Partial<RunLimits> = {},
  standbyNext: StandbyPlan = 'ahead',
) => runInBox({ box: box(source), stdin, limits: { ...LIMITS, ...limits }, slot, standbyNext });

describe('a slot’s standby box', () => {
  it('hands later runs of the same program a box started ahead, identical to a fresh one', async () => {
    const outputs: string[] = [];
    const sides: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const outcome = await run(PROBE, `input ${i}`);
      expect(outcome.internalError, outcome.stderr.toString()).toBeUndefined();
      expect(outcome.exitCode).toBe(0);
      outputs.push(outcome.stdout.toString());
      sides.push(slot.spawner.side);
    }
    // The first run starts a box the usual way; each later one takes the standby on the other side.
    expect(sides).toEqual([0, 1, 0, 1]);
    outputs.forEach((output, i) => {
      expect(output).toContain(`IN input ${i}\n`);
      expect(output).toMatch(/^FDS 0,1,2(,3)?$/m);
      expect(output).toMatch(/^PIDS 1$/m);
      expect(output).toContain('DENIED others FileNotFoundError');
      if (i === 0) {
        expect(output).toContain('DENIED list FileNotFoundError');
        return;
      }
      // The standby's io directory: its own run's stdin, nothing to list, nothing to create.
      expect(output).toContain(`OWN input ${i}\n`);
      expect(output).toContain('DENIED list PermissionError');
      expect(output).toContain('DENIED create PermissionError');
    });
    const env = (output: string) => /^ENV .*$/m.exec(output)?.[0];
    expect(new Set(outputs.map(env)).size).toBe(1);
    expect(env(outputs[0]!)).toBe(
      "ENV [('HOME', '/box'), ('LANG', 'C.UTF-8'), ('PATH', '/usr/bin:/bin'), ('PWD', '/box'), ('PYTHONIOENCODING', 'utf-8')]",
    );
  });

  it('starts no box ahead when the run says no run of its program follows', async () => {
    await run('print("last")', '', {}, 'none');
    const side = slot.spawner.side;
    const outcome = await run('print("last")', '');
    // No standby was made: the same program's next run starts a box the usual way, on the same side.
    expect(slot.spawner.side).toBe(side);
    expect(outcome.stdout.toString()).toBe('last\n');
  });

  it('starts the box for a next request only after the run, and none when another run comes first', async () => {
    const prepared = slot.spawner.prepared;
    await run('print("after")', '', {}, 'after');
    // The run has ended: nothing is started during the delay, while its verdict is written.
    expect(slot.spawner.hasStandby).toBe(false);
    const side = slot.spawner.side;
    await vi.waitFor(() => expect(slot.spawner.hasStandby).toBe(true), { timeout: 2000, interval: 10 });
    expect(slot.spawner.prepared).toBe(prepared + 1);
    const outcome = await run('print("after")', '', {}, 'after');
    expect(slot.spawner.side).not.toBe(side);
    expect(outcome.stdout.toString()).toBe('after\n');
    // Another program at once: the pending standby is never started.
    await vi.waitFor(() => expect(slot.spawner.hasStandby).toBe(true), { timeout: 2000, interval: 10 });
    const before = slot.spawner.prepared;
    await run('print("other")', '', {}, 'after');
    await run('print("next")', '', {}, 'none');
    await new Promise((resolve) => setTimeout(resolve, STANDBY_AFTER_MS * 3));
    expect(slot.spawner.hasStandby).toBe(false);
    expect(slot.spawner.prepared).toBe(before);
  });

  it('gives another program a fresh box, never the standby made for the previous one', async () => {
    await run('print("first")', '');
    const outcome = await run('print("second")', '');
    expect(outcome.stdout.toString()).toBe('second\n');
  });

  it('still stops a handed-off program at its CPU limit and charges it its own CPU time', async () => {
    const spin = 'while True: pass\n';
    await run(spin, '', { cpuMs: 300 });
    const before = slot.spawner.side;
    const outcome = await run(spin, '', { cpuMs: 300 });
    expect(slot.spawner.side).not.toBe(before);
    expect(outcome.termination).toBe('cpu');
    expect(outcome.cpuMs).toBeGreaterThanOrEqual(300);
    expect(outcome.cpuMs).toBeLessThan(1500);
  });

  it('still stops a handed-off program at its memory limit', async () => {
    const hog = 'blocks = []\nwhile True: blocks.append(bytearray(8 << 20))\n';
    const limits = { memoryBytes: 96 * MB };
    await run(hog, '', limits);
    const before = slot.spawner.side;
    const outcome = await run(hog, '', limits);
    expect(slot.spawner.side).not.toBe(before);
    expect(outcome.termination === 'memory' || outcome.stderr.toString().includes('MemoryError')).toBe(true);
  });
});
