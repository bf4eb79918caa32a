import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { acquireDirLock, DataDirLockedError } from './lock.ts';

describe('the data directory lock', () => {
  it('refuses a second opener while the first holds the directory, and frees it on close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codedojo-lock-'));
    const first = await openDatabase({ dataDir: dir });
    // Another live process's pid in the lock file stands for a second server.
    fs.writeFileSync(path.join(dir, 'codedojo.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    fs.writeFileSync(path.join(dir, 'codedojo.lock'), String(process.pid));
    await first.close();
    expect(fs.existsSync(path.join(dir, 'codedojo.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a lock left by a dead process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codedojo-lock-'));
    fs.writeFileSync(path.join(dir, 'codedojo.lock'), '999999999');
    const release = acquireDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'codedojo.lock'), 'utf8')).toBe(String(process.pid));
    release();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
