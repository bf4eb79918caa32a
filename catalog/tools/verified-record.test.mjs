import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isProven,
  JUDGE_SOURCES,
  judgeFingerprint,
  problemHash,
  pruneRecord,
  readRecord,
  recordOutcome,
  writeRecord,
} from './verified-record.mjs';

const problems = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'problems');
const temps = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'codedojo-record-'));
  temps.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of temps.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A judge tree holding one file per source the fingerprint reads. */
async function judgeTree() {
  const root = await tempDir();
  for (const source of JUDGE_SOURCES) {
    const file = source.includes('.') ? source : `${source}/engine.ts`;
    await cp(import.meta.filename, path.join(root, file), { recursive: true });
  }
  return root;
}

describe('the verified catalogue record', () => {
  it('changes a problem hash when any file of its folder changes, a hidden test included', async () => {
    const dir = path.join(await tempDir(), 'alien-alphabet');
    await cp(path.join(problems, 'alien-alphabet'), dir, { recursive: true });
    const before = await problemHash(dir);
    expect(await problemHash(dir)).toBe(before);
    await writeFile(path.join(dir, 'tests', '03.out'), 'tampered\n');
    expect(await problemHash(dir)).not.toBe(before);
  });

  it('changes the judge fingerprint when a judge source or a runtime version changes, not a judge test', async () => {
    const root = await judgeTree();
    const runtimes = [['/bin/echo', ['node v20']]];
    const before = await judgeFingerprint(root, runtimes);
    await writeFile(path.join(root, 'packages/judge/src/engine.test.ts'), 'a test\n');
    expect(await judgeFingerprint(root, runtimes)).toBe(before);
    await writeFile(path.join(root, 'packages/judge/src/engine.ts'), 'changed\n');
    const changed = await judgeFingerprint(root, runtimes);
    expect(changed).not.toBe(before);
    expect(await judgeFingerprint(root, [['/bin/echo', ['node v22']]])).not.toBe(changed);
  });

  it('holds a problem as proven only with the same content and the same judge', () => {
    const record = { problems: {} };
    recordOutcome(record, 'alien-alphabet', true, 'c1', 'j1');
    expect(isProven(record, 'alien-alphabet', 'c1', 'j1')).toBe(true);
    expect(isProven(record, 'alien-alphabet', 'c2', 'j1')).toBe(false);
    expect(isProven(record, 'alien-alphabet', 'c1', 'j2')).toBe(false);
    expect(isProven(record, 'other', 'c1', 'j1')).toBe(false);
    recordOutcome(record, 'alien-alphabet', false, 'c1', 'j1');
    expect(isProven(record, 'alien-alphabet', 'c1', 'j1')).toBe(false);
  });

  it('drops removed problems and writes sorted keys that read back the same', async () => {
    const file = path.join(await tempDir(), 'verified.json');
    expect(await readRecord(file)).toEqual({ problems: {} });
    const record = { problems: { zeta: { content: 'z', judge: 'j' }, alpha: { content: 'a', judge: 'j' } } };
    pruneRecord(record, ['zeta', 'alpha', 'beta']);
    await writeRecord(record, file);
    const back = await readRecord(file);
    expect(Object.keys(back.problems)).toEqual(['alpha', 'zeta']);
    pruneRecord(back, ['alpha']);
    expect(Object.keys(back.problems)).toEqual(['alpha']);
  });

  it('reads a malformed record as empty problems rather than trusting it', async () => {
    const file = path.join(await tempDir(), 'verified.json');
    await writeFile(file, '{"problems": null}');
    expect(await readRecord(file)).toEqual({ problems: {} });
    await writeFile(file, '{ not json');
    await expect(readRecord(file)).rejects.toThrow();
  });
});
