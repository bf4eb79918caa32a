import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DROP_ROOT } from './launcher.ts';

// The uid switch every box starts through (drop-root.c), run here as the judge runs it: as root.
const UID = 60_123;
const scratch = mkdtempSync(join(tmpdir(), 'codedojo-drop-root-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(DROP_ROOT, args, { env, encoding: 'utf8' });

function statusFields(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.split(':\t'))
      .filter((pair) => pair.length === 2)
      .map(([key, value]) => [key!, value!.trim()]),
  );
}

describe('drop-root', () => {
  it('leaves the program no uid, gid, group or capability of root, and no way back', () => {
    const result = run([String(UID), '/usr/bin/cat', '/proc/self/status']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const status = statusFields(result.stdout);
    expect(status.Uid).toBe(`${UID}\t${UID}\t${UID}\t${UID}`);
    expect(status.Gid).toBe(`${UID}\t${UID}\t${UID}\t${UID}`);
    expect(status.Groups).toBe('');
    for (const set of ['CapInh', 'CapPrm', 'CapEff', 'CapBnd', 'CapAmb'])
      expect(status[set], set).toBe('0000000000000000');
    expect(status.NoNewPrivs).toBe('1');
  });

  it('passes the program its arguments and environment exactly', () => {
    const env = { A: 'one two', EMPTY: '', 'ODD-NAME': '=x=' };
    const result = run([String(UID), '/usr/bin/env'], env);
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n').filter(Boolean).sort()).toEqual(['A=one two', 'EMPTY=', 'ODD-NAME==x=']);
    const echo = run([String(UID), '/usr/bin/printf', '%s|', '', ' spaced ', '--', '$HOME']);
    expect(echo.stdout).toBe('| spaced |--|$HOME|');
  });

  it.each([
    ['', 'the uid must be a number'],
    ['0', 'the uid must be a number'],
    ['00', 'the uid must be a number'],
    ['-1', 'the uid must be a number'],
    ['+5', 'the uid must be a number'],
    [' 5', 'the uid must be a number'],
    ['1e3', 'the uid must be a number'],
    ['2147483648', 'the uid must be a number'],
    ['99999999999999999999999', 'the uid must be a number'],
    ['abc', 'the uid must be a number'],
  ])('refuses the uid %j and runs nothing', (uid, message) => {
    const marker = join(scratch, `ran-${Buffer.from(uid).toString('hex')}`);
    const result = run([uid, '/usr/bin/touch', marker]);
    expect(result.status).toBe(125);
    expect(result.stderr).toContain(message);
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses a relative program, a missing one and missing arguments', () => {
    expect(run([String(UID), 'true']).stderr).toContain('absolute path');
    expect(run([String(UID), '/nonexistent/program']).stderr).toContain('cannot execute');
    expect(run([String(UID)]).stderr).toContain('usage');
    expect(run([]).status).toBe(125);
  });

  it('cannot be used again from a box uid to take another uid', () => {
    // A copy the box uid can reach (the checkout may sit in a directory only root can enter).
    const reachable = join(scratch, 'drop-root');
    copyFileSync(DROP_ROOT, reachable);
    chmodSync(reachable, 0o755);
    chmodSync(scratch, 0o755);
    const result = run([String(UID), reachable, String(UID + 1), '/usr/bin/id', '-u']);
    expect(result.status).toBe(125);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('setgroups');
  });
});
