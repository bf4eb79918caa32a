import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leaseUidBlock, UID_BLOCK_SIZE } from './uid-lease.ts';

describe('uid blocks', () => {
  it('gives another live judge and another engine of this process the next blocks, and takes over a dead one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'uid-lease-'));
    // The parent process stands for another live judge holding the first block.
    writeFileSync(path.join(dir, '70000.lock'), String(process.ppid));
    const first = leaseUidBlock(70_000, dir);
    expect(first.uidBase).toBe(70_000 + UID_BLOCK_SIZE);
    const second = leaseUidBlock(70_000, dir);
    expect(second.uidBase).toBe(70_000 + 2 * UID_BLOCK_SIZE);
    // A released block is free again.
    first.release();
    expect(leaseUidBlock(70_000, dir).uidBase).toBe(70_000 + UID_BLOCK_SIZE);

    const deadPid = spawnSync('/usr/bin/true').pid ?? 999_999;
    writeFileSync(path.join(dir, '80000.lock'), String(deadPid));
    expect(leaseUidBlock(80_000, dir).uidBase).toBe(80_000);
    expect(readFileSync(path.join(dir, '80000.lock'), 'utf8')).toBe(String(process.pid));
  });
});
