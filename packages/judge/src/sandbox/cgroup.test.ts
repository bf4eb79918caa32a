import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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

describe('cgroup v2 driver', () => {
  it('enables memory and pids for its parent and writes the limits of a run', async () => {
    const root = fakeRoot();
    writeFileSync(join(root, 'cgroup.controllers'), 'cpuset cpu io memory pids\n');
    writeFileSync(join(root, 'cgroup.subtree_control'), '');
    const driver = new CgroupV2Driver(root, 'judge');
    expect(driver.init()).toBeNull();
    expect(readFileSync(join(root, 'judge', 'cgroup.subtree_control'), 'utf8')).toBe('+memory +pids');

    const run = await driver.create('run-1', { memoryBytes: 256 * 1024 * 1024, pids: 64 });
    const dir = join(root, 'judge', 'run-1');
    expect(readFileSync(join(dir, 'memory.max'), 'utf8')).toBe(String(256 * 1024 * 1024));
    expect(readFileSync(join(dir, 'pids.max'), 'utf8')).toBe('64');
    expect(run.procsFiles).toEqual([join(dir, 'cgroup.procs')]);

    writeFileSync(join(dir, 'cpu.stat'), 'usage_usec 123456\nuser_usec 100000\nsystem_usec 23456\n');
    writeFileSync(join(dir, 'memory.events'), 'low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n');
    writeFileSync(join(dir, 'memory.current'), '1048576\n');
    run.sample();
    writeFileSync(join(dir, 'memory.current'), '4096\n');
    run.sample();
    expect(run.cpuUsageUs()).toBe(123456);
    expect(run.oomKilled()).toBe(true);
    expect(run.peakMemoryBytes()).toBe(1048576);
  });

  it('explains what is missing when the memory controller is unavailable', () => {
    const root = fakeRoot();
    writeFileSync(join(root, 'cgroup.controllers'), 'cpu io\n');
    expect(new CgroupV2Driver(root, 'judge').init()).toMatch(/memory and pids/);
  });
});

describe('cgroup v1 driver', () => {
  it('creates a group per hierarchy and reads cpuacct, max usage and oom kills', async () => {
    const root = fakeRoot();
    for (const controller of ['memory', 'pids', 'cpuacct']) mkdirSync(join(root, controller));
    const driver = new CgroupV1Driver(root, 'judge');
    expect(driver.init()).toBeNull();
    const run = await driver.create('run-1', { memoryBytes: 64 * 1024 * 1024, pids: 16 });
    const memory = join(root, 'memory', 'judge', 'run-1');
    expect(readFileSync(join(memory, 'memory.limit_in_bytes'), 'utf8')).toBe(String(64 * 1024 * 1024));
    expect(readFileSync(join(root, 'pids', 'judge', 'run-1', 'pids.max'), 'utf8')).toBe('16');
    expect(run.procsFiles).toHaveLength(3);

    writeFileSync(join(root, 'cpuacct', 'judge', 'run-1', 'cpuacct.usage'), '250000000\n');
    writeFileSync(join(memory, 'memory.max_usage_in_bytes'), '4194304\n');
    writeFileSync(join(memory, 'memory.oom_control'), 'oom_kill_disable 0\nunder_oom 0\noom_kill 0\n');
    expect(run.cpuUsageUs()).toBe(250000);
    expect(run.peakMemoryBytes()).toBe(4194304);
    expect(run.oomKilled()).toBe(false);
  });
});
