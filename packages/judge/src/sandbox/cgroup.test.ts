import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SPAWNER_MEMORY_BYTES, SPAWNER_PIDS } from './cgroup.ts';
import { createCgroupDriver, detectCgroupVersion } from './cgroup-detect.ts';
import { CgroupV1Driver } from './cgroup-v1.ts';
import { CgroupV2Driver } from './cgroup-v2.ts';

// The drivers only read and write files, so a directory laid out like cgroupfs exercises them
// on any machine (this one has cgroup v1; most servers have v2).
const roots: string[] = [];
function fakeRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'codedojo-cgroup-'));
  roots.push(root);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('cgroup detection', () => {
  it('picks v2 when the root has cgroup.controllers', () => {
    const root = fakeRoot();
    writeFileSync(join(root, 'cgroup.controllers'), 'cpu memory pids\n');
    expect(detectCgroupVersion(root)).toBe(2);
    expect(createCgroupDriver({ root })?.version).toBe(2);
  });

  it('picks v1 when memory and pids hierarchies are mounted', () => {
    const root = fakeRoot();
    mkdirSync(join(root, 'memory'));
    mkdirSync(join(root, 'pids'));
    writeFileSync(join(root, 'memory', 'memory.limit_in_bytes'), '9223372036854771712\n');
    expect(detectCgroupVersion(root)).toBe(1);
  });

  it('finds nothing on a machine without cgroups', () => {
    expect(detectCgroupVersion(fakeRoot())).toBeNull();
  });

  it('detects the real hierarchy of this machine', () => {
    expect(detectCgroupVersion()).not.toBeNull();
  });
});

const MB = 1024 * 1024;
const noSpawner = () => false;

/** A v2 driver on a fake root, and one slot group made by it. */
async function v2Slot() {
  const root = fakeRoot();
  writeFileSync(join(root, 'cgroup.controllers'), 'memory pids\n');
  const driver = new CgroupV2Driver(root, 'judge');
  expect(driver.init()).toBeNull();
  return { group: await driver.group('slot-1'), dir: join(root, 'judge', 'slot-1') };
}

describe('cgroup v2 driver', () => {
  it('enables memory and pids for its parent and sets the limits of a run with room for the spawner', async () => {
    const root = fakeRoot();
    writeFileSync(join(root, 'cgroup.controllers'), 'cpuset cpu io memory pids\n');
    writeFileSync(join(root, 'cgroup.subtree_control'), '');
    const driver = new CgroupV2Driver(root, 'judge');
    expect(driver.init()).toBeNull();
    expect(readFileSync(join(root, 'judge', 'cgroup.subtree_control'), 'utf8')).toBe('+memory +pids');

    const group = await driver.group('slot-1');
    const dir = join(root, 'judge', 'slot-1');
    expect(group.procsFiles).toEqual([join(dir, 'cgroup.procs')]);
    await group.begin({ memoryBytes: 256 * MB, pids: 64 }, noSpawner);
    expect(readFileSync(join(dir, 'memory.max'), 'utf8')).toBe(String(256 * MB + SPAWNER_MEMORY_BYTES));
    expect(readFileSync(join(dir, 'pids.max'), 'utf8')).toBe(String(64 + SPAWNER_PIDS));
  });

  it('measures each run from its own start: CPU, OOM kills and sampled peak memory', async () => {
    const { group, dir } = await v2Slot();
    // What earlier runs left: 100 ms of CPU, one OOM kill, 3 MB held by the spawner and the cache.
    writeFileSync(join(dir, 'cpu.stat'), 'usage_usec 100000\nuser_usec 90000\nsystem_usec 10000\n');
    writeFileSync(join(dir, 'memory.events'), 'low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n');
    writeFileSync(join(dir, 'memory.current'), String(3 * MB));
    const run = await group.begin({ memoryBytes: 64 * MB, pids: 16 }, noSpawner);
    expect(run.cpuUsageUs()).toBe(0);
    expect(run.oomKilled()).toBe(false);

    writeFileSync(join(dir, 'cpu.stat'), 'usage_usec 223456\n');
    writeFileSync(join(dir, 'memory.current'), String(5 * MB));
    run.sample();
    writeFileSync(join(dir, 'memory.current'), String(4 * MB));
    run.sample();
    writeFileSync(join(dir, 'memory.events'), 'oom 2\noom_kill 2\n');
    expect(run.cpuUsageUs()).toBe(123456);
    expect(run.peakMemoryBytes()).toBe(2 * MB);
    expect(run.oomKilled()).toBe(true);
  });

  it('resets memory.peak through its own descriptor where the kernel allows it', async () => {
    const { group, dir } = await v2Slot();
    writeFileSync(join(dir, 'memory.peak'), String(900 * MB));
    writeFileSync(join(dir, 'memory.current'), String(MB));
    const run = await group.begin({ memoryBytes: 64 * MB, pids: 16 }, noSpawner);
    // The run's start wrote a reset into memory.peak (the fake file stands for the kernel).
    expect(readFileSync(join(dir, 'memory.peak'), 'utf8')).toMatch(/^reset\n/);
    writeFileSync(join(dir, 'memory.peak'), String(7 * MB));
    expect(run.peakMemoryBytes()).toBe(6 * MB);
  });

  it('explains what is missing when the memory controller is unavailable', () => {
    const root = fakeRoot();
    writeFileSync(join(root, 'cgroup.controllers'), 'cpu io\n');
    expect(new CgroupV2Driver(root, 'judge').init()).toMatch(/memory and pids/);
  });
});

describe('cgroup v1 driver', () => {
  it('creates a group per hierarchy and measures a run by differences', async () => {
    const root = fakeRoot();
    for (const controller of ['memory', 'pids', 'cpuacct']) mkdirSync(join(root, controller));
    const driver = new CgroupV1Driver(root, 'judge');
    expect(driver.init()).toBeNull();
    const group = await driver.group('slot-1');
    const memory = join(root, 'memory', 'judge', 'slot-1');
    const cpuacct = join(root, 'cpuacct', 'judge', 'slot-1');
    expect(group.procsFiles).toHaveLength(3);
    writeFileSync(join(cpuacct, 'cpuacct.usage'), '50000000\n');
    writeFileSync(join(memory, 'memory.usage_in_bytes'), String(2 * MB));
    writeFileSync(join(memory, 'memory.oom_control'), 'oom_kill_disable 0\nunder_oom 0\noom_kill 3\n');
    const run = await group.begin({ memoryBytes: 64 * MB, pids: 16 }, noSpawner);
    expect(readFileSync(join(memory, 'memory.limit_in_bytes'), 'utf8')).toBe(
      String(64 * MB + SPAWNER_MEMORY_BYTES),
    );
    expect(readFileSync(join(root, 'pids', 'judge', 'slot-1', 'pids.max'), 'utf8')).toBe(
      String(16 + SPAWNER_PIDS),
    );
    // The peak was reset for this run.
    expect(readFileSync(join(memory, 'memory.max_usage_in_bytes'), 'utf8')).toBe('0');

    writeFileSync(join(cpuacct, 'cpuacct.usage'), '300000000\n');
    writeFileSync(join(memory, 'memory.max_usage_in_bytes'), String(6 * MB));
    expect(run.cpuUsageUs()).toBe(250000);
    expect(run.peakMemoryBytes()).toBe(4 * MB);
    expect(run.oomKilled()).toBe(false);
    writeFileSync(join(memory, 'memory.oom_control'), 'oom_kill_disable 0\nunder_oom 0\noom_kill 4\n');
    expect(run.oomKilled()).toBe(true);
  });

  it('writes a limit only when it changes, raising memory+swap before memory', async () => {
    const root = fakeRoot();
    for (const controller of ['memory', 'pids', 'cpuacct']) mkdirSync(join(root, controller));
    const driver = new CgroupV1Driver(root, 'judge');
    expect(driver.init()).toBeNull();
    const memory = join(root, 'memory', 'judge', 'slot-1');
    const group = await driver.group('slot-1');
    await group.begin({ memoryBytes: 64 * MB, pids: 16 }, noSpawner);
    // An unchanged limit is not written again: a marker left in the file survives the next run.
    writeFileSync(join(memory, 'memory.limit_in_bytes'), 'untouched');
    await group.begin({ memoryBytes: 64 * MB, pids: 16 }, noSpawner);
    expect(readFileSync(join(memory, 'memory.limit_in_bytes'), 'utf8')).toBe('untouched');
    await group.begin({ memoryBytes: 128 * MB, pids: 16 }, noSpawner);
    expect(readFileSync(join(memory, 'memory.limit_in_bytes'), 'utf8')).toBe(
      String(128 * MB + SPAWNER_MEMORY_BYTES),
    );
  });
});
