import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalRunner } from './local-runner.mjs';
import { needsBrute, stressProblem } from './stress.mjs';
import { folderHash, problemHash } from './verified-record.mjs';

const SUM_JS = `const [a, b] = require('node:fs').readFileSync(0, 'utf8').split(/\\s+/).map(Number);
console.log(a + b);
`;
const SUM_PY = `import sys
a, b = map(int, sys.stdin.read().split())
print(a + b)
`;
/** Wrong only when both numbers are equal: random small cases find it, the example does not. */
const SUM_PY_WRONG_ON_TIES = `import sys
a, b = map(int, sys.stdin.read().split())
print(a + b + (1 if a == b else 0))
`;
const SMALL = `export default function small(rng) {
  return \`\${rng.int(0, 3)} \${rng.int(0, 3)}\\n\`;
}
`;

const runner = createLocalRunner({ jobs: 2 });
let root;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'codedojo-stress-'));
});
afterAll(async () => {
  await runner.close();
  await rm(root, { recursive: true, force: true });
});

async function problem(name, { brute, small = SMALL, example = { input: '2 3\n', output: '5\n' } }) {
  const dir = path.join(root, name);
  await mkdir(path.join(dir, 'solution'), { recursive: true });
  await writeFile(
    path.join(dir, 'problem.json'),
    JSON.stringify({ difficulty: 'EASY', examples: [{ name: 'Example 1', ...example }] }),
  );
  await writeFile(path.join(dir, 'solution', 'main.js'), SUM_JS);
  if (brute !== undefined) {
    await mkdir(path.join(dir, 'brute'), { recursive: true });
    await writeFile(path.join(dir, 'brute', 'main.py'), brute);
    if (small !== null) await writeFile(path.join(dir, 'brute', 'small.mjs'), small);
  }
  return dir;
}

describe('the stress check (brute force against the reference)', () => {
  it('passes when the brute agrees with the examples and with the reference on every small case', async () => {
    const dir = await problem('agrees', { brute: SUM_PY });
    const result = await stressProblem(dir, { runner, cases: 12 });
    expect(result).toMatchObject({ status: 'pass', checked: 13 });
  });

  it('fails on a small case where the brute and the reference disagree, showing the input', async () => {
    const dir = await problem('disagrees', { brute: SUM_PY_WRONG_ON_TIES });
    const result = await stressProblem(dir, { runner, cases: 30 });
    expect(result.status).toBe('fail');
    expect(result.message).toMatch(/disagree on small case \d+/);
    expect(result.message).toMatch(/input: "(\d) \1\\n"/);
  });

  it("fails when the brute contradicts an example's stated output", async () => {
    const dir = await problem('bad-example', { brute: SUM_PY, example: { input: '2 3\n', output: '6\n' } });
    const result = await stressProblem(dir, { runner, cases: 3 });
    expect(result.status).toBe('fail');
    expect(result.message).toContain('brute disagrees with Example 1');
  });

  it('fails when the brute crashes, and when small.mjs is missing or gives a malformed input', async () => {
    const crash = await problem('crashes', { brute: 'raise SystemExit(3)\n' });
    expect((await stressProblem(crash, { runner, cases: 2 })).message).toContain('brute RE');
    const noSmall = await problem('no-small', { brute: SUM_PY, small: null });
    expect((await stressProblem(noSmall, { runner })).message).toContain('brute/small.mjs is missing');
    const noNewline = await problem('no-newline', { brute: SUM_PY, small: 'export default () => "1 2";\n' });
    expect((await stressProblem(noNewline, { runner })).message).toContain(
      'not an input ending in a newline',
    );
  });

  it('reports a folder without a brute as none', async () => {
    const dir = await problem('without', {});
    expect((await stressProblem(dir, { runner })).status).toBe('none');
  });

  it('asks a brute of EASY problems and of those whose naive is a wrong idea, not of a slow correct naive', () => {
    expect(needsBrute({ difficulty: 'EASY' })).toBe(true);
    expect(needsBrute({ difficulty: 'MEDIUM', naive: { expect: 'WA' } })).toBe(true);
    expect(needsBrute({ difficulty: 'HARD', naive: { expect: 'TLE' } })).toBe(false);
  });

  it("leaves the judge's proof hash alone when only brute/ changes, and changes the stress hash", async () => {
    const dir = await problem('hashes', { brute: SUM_PY });
    const [proof, folder] = [await problemHash(dir), await folderHash(dir)];
    await writeFile(path.join(dir, 'brute', 'main.py'), `${SUM_PY}# edited\n`);
    expect(await problemHash(dir)).toBe(proof);
    expect(await folderHash(dir)).not.toBe(folder);
    await writeFile(path.join(dir, 'solution', 'main.js'), `${SUM_JS}// edited\n`);
    expect(await problemHash(dir)).not.toBe(proof);
  });
});
