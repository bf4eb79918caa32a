import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { Language } from '@codedojo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSandboxEngine } from './engine.ts';
import type { Limits } from './types.ts';
import { VERDICTS, type Verdict } from './verdict.ts';

/**
 * A verdict depends on the program, never on how busy the machine is: the cases whose verdict
 * could drift under load (a stack overflow next to the memory rule, an exception, a memory hog)
 * run while a busy loop occupies every core.
 */
const engine = new LocalSandboxEngine();
const hogs: ChildProcess[] = [];

beforeAll(async () => {
  await engine.warmUp();
  for (let core = 0; core < availableParallelism(); core += 1) {
    hogs.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
}, 180_000);

afterAll(async () => {
  for (const hog of hogs) hog.kill('SIGKILL');
  await engine.close();
});

type Case = 'stack' | 'exception' | 'memory' | 'exit';

const PROGRAMS: Record<Language, Record<Case, string>> = {
  PYTHON: {
    stack: 'def f(n):\n    return f(n + 1) + 1\nf(0)\n',
    exception: 'raise ValueError("boom")\n',
    memory: "data = b'x' * (1 << 30)\nprint(len(data))\n",
    exit: 'import sys\nsys.exit(3)\n',
  },
  JAVASCRIPT: {
    stack: 'function f(n) { return f(n + 1) + 1; }\nf(0);\n',
    exception: "throw new Error('boom');\n",
    memory: 'const all = [];\nfor (;;) all.push(new Array(1e6).fill(Math.random()));\n',
    exit: 'process.exit(3);\n',
  },
  JAVA: {
    stack:
      'public class Main {\n  static int f(int n) { return f(n + 1) + 1; }\n  public static void main(String[] args) {\n    System.out.println(f(0));\n  }\n}\n',
    exception:
      'public class Main {\n  public static void main(String[] args) {\n    throw new IllegalStateException("boom");\n  }\n}\n',
    memory:
      'import java.util.*;\npublic class Main {\n  public static void main(String[] args) {\n    List<long[]> all = new ArrayList<>();\n    while (true) all.add(new long[1 << 20]);\n  }\n}\n',
    exit: 'public class Main {\n  public static void main(String[] args) {\n    System.exit(3);\n  }\n}\n',
  },
};

const EXPECTED: Record<Case, Verdict> = {
  stack: VERDICTS.RUNTIME_ERROR,
  exception: VERDICTS.RUNTIME_ERROR,
  memory: VERDICTS.MEMORY_LIMIT_EXCEEDED,
  exit: VERDICTS.RUNTIME_ERROR,
};

// Generous time limits: under load a program gets a fraction of a core, and time is not what is tested.
const LIMITS: Record<Case, Partial<Limits>> = {
  stack: { cpuMs: 10_000, wallMs: 40_000 },
  exception: { cpuMs: 10_000, wallMs: 40_000 },
  memory: { cpuMs: 10_000, wallMs: 40_000, memoryMb: 64 },
  exit: { cpuMs: 10_000, wallMs: 40_000 },
};

const LANGUAGES: Language[] = ['PYTHON', 'JAVASCRIPT', 'JAVA'];
/** Half of the default 256 MB limit plus the runtime's allowance: a wide margin below the cap. */
const STACK_MEMORY_CEILING_KB = 192 * 1024;
const ROUNDS = 3;

describe.each(LANGUAGES)('verdicts in %s with every core busy', (language) => {
  for (const kind of Object.keys(EXPECTED) as Case[]) {
    it(`reports ${EXPECTED[kind]} for ${kind} in every one of ${ROUNDS} rounds`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const result = await engine.judge({
          language,
          source: PROGRAMS[language][kind],
          tests: [{ input: '1 2\n', expected: '3' }],
          limits: LIMITS[kind],
        });
        expect(result.status, JSON.stringify(result).slice(0, 1500)).toBe(EXPECTED[kind]);
        // A stack overflow must stay far from the memory cap, or load (when the JIT kicks in)
        // decides between Runtime Error and Memory Limit Exceeded.
        if (kind === 'stack') expect(result.memoryKb).toBeLessThan(STACK_MEMORY_CEILING_KB);
      }
    }, 300_000);
  }
});
