import type { Language } from '@codedojo/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalSandboxEngine } from './engine.ts';
import { JavaCompileServer } from './java/compile-server.ts';
import type { Limits } from './types.ts';
import { VERDICTS, type Verdict } from './verdict.ts';

const engine = new LocalSandboxEngine();
beforeAll(() => engine.warmUp(), 120_000);
afterAll(() => engine.close());

const NAMES: Record<Language, string> = { PYTHON: 'Python', JAVASCRIPT: 'JavaScript', JAVA: 'Java' };
const SUM_TESTS = [
  { input: '1 2\n', expected: '3\n' },
  { input: '40 2\n', expected: '42' },
];

type Case =
  | 'accepted'
  | 'wrong'
  | 'compile'
  | 'exception'
  | 'exit'
  | 'stack'
  | 'busy'
  | 'sleep'
  | 'memory'
  | 'flood';

const PROGRAMS: Record<Language, Record<Case, string>> = {
  PYTHON: {
    accepted: 'import sys\na, b = map(int, sys.stdin.read().split())\nprint(a + b)\n',
    wrong: 'print(-1)\n',
    compile: 'print("never closed"\n',
    exception: 'raise ValueError("boom")\n',
    exit: 'import sys\nsys.exit(3)\n',
    stack: 'def f(n):\n    return f(n + 1) + 1\nf(0)\n',
    busy: 'while True:\n    pass\n',
    sleep: 'import time\ntime.sleep(30)\n',
    memory: "data = b'x' * (1 << 30)\nprint(len(data))\n",
    flood: "while True:\n    print('x' * 1000)\n",
  },
  JAVASCRIPT: {
    accepted:
      "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
    wrong: 'console.log(-1);\n',
    compile: 'let x = ;\n',
    exception: "throw new Error('boom');\n",
    exit: 'process.exit(3);\n',
    stack: 'function f(n) { return f(n + 1) + 1; }\nf(0);\n',
    busy: 'for (;;) {}\n',
    sleep: 'setTimeout(() => {}, 30000);\n',
    memory: 'const all = [];\nfor (;;) all.push(new Array(1e6).fill(Math.random()));\n',
    flood: "const line = 'x'.repeat(1000);\nfor (;;) console.log(line);\n",
  },
  JAVA: {
    accepted:
      'import java.util.*;\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    System.out.println(in.nextLong() + in.nextLong());\n  }\n}\n',
    wrong:
      'public class Main {\n  public static void main(String[] args) {\n    System.out.println(-1);\n  }\n}\n',
    compile: 'public class Main {\n  public static void main(String[] args) {\n    int x = 1\n  }\n}\n',
    exception:
      'public class Main {\n  public static void main(String[] args) {\n    throw new IllegalStateException("boom");\n  }\n}\n',
    exit: 'public class Main {\n  public static void main(String[] args) {\n    System.exit(3);\n  }\n}\n',
    stack:
      'public class Main {\n  static int f(int n) { return f(n + 1) + 1; }\n  public static void main(String[] args) {\n    System.out.println(f(0));\n  }\n}\n',
    busy: 'public class Main {\n  public static void main(String[] args) {\n    long i = 0;\n    while (true) i++;\n  }\n}\n',
    sleep:
      'public class Main {\n  public static void main(String[] args) throws Exception {\n    Thread.sleep(30000);\n  }\n}\n',
    memory:
      'import java.util.*;\npublic class Main {\n  public static void main(String[] args) {\n    List<long[]> all = new ArrayList<>();\n    while (true) all.add(new long[1 << 20]);\n  }\n}\n',
    flood:
      'public class Main {\n  public static void main(String[] args) {\n    String line = "x".repeat(1000);\n    while (true) System.out.println(line);\n  }\n}\n',
  },
};

const LIMITS: Partial<Record<Case, Partial<Limits>>> = {
  busy: { cpuMs: 500 },
  sleep: { cpuMs: 500, wallMs: 1000 },
  memory: { memoryMb: 64 },
  flood: { stdoutBytes: 64 * 1024 },
};

const EXPECTED: Record<Exclude<Case, 'accepted'>, { verdict: Verdict; title: string }> = {
  wrong: { verdict: VERDICTS.WRONG_ANSWER, title: 'Wrong Answer for wrong output' },
  compile: { verdict: VERDICTS.COMPILATION_ERROR, title: "Compilation Error with the compiler's message" },
  exception: { verdict: VERDICTS.RUNTIME_ERROR, title: 'Runtime Error for an uncaught exception' },
  exit: { verdict: VERDICTS.RUNTIME_ERROR, title: 'Runtime Error for a non-zero exit' },
  stack: { verdict: VERDICTS.RUNTIME_ERROR, title: 'Runtime Error for a stack overflow' },
  busy: { verdict: VERDICTS.TIME_LIMIT_EXCEEDED, title: 'Time Limit Exceeded for a busy loop' },
  sleep: { verdict: VERDICTS.TIME_LIMIT_EXCEEDED, title: 'Time Limit Exceeded for a sleep (wall clock)' },
  memory: { verdict: VERDICTS.MEMORY_LIMIT_EXCEEDED, title: 'Memory Limit Exceeded for a memory hog' },
  flood: { verdict: VERDICTS.OUTPUT_LIMIT_EXCEEDED, title: 'Output Limit Exceeded for an output flood' },
};

const COMPILER_MESSAGE: Record<Language, RegExp> = {
  PYTHON: /SyntaxError/,
  JAVASCRIPT: /SyntaxError: Unexpected token/,
  JAVA: /Main\.java:3: error: ';' expected/,
};

const LANGUAGES: Language[] = ['PYTHON', 'JAVASCRIPT', 'JAVA'];

describe.concurrent.each(LANGUAGES)('verdicts in %s', (language) => {
  const name = NAMES[language];

  it(`reports Accepted with time and memory for a correct ${name} program`, async () => {
    const result = await engine.judge({ language, source: PROGRAMS[language].accepted, tests: SUM_TESTS });
    expect(result.status, JSON.stringify(result)).toBe(VERDICTS.ACCEPTED);
    expect(result.tests).toHaveLength(2);
    for (const test of result.tests) {
      expect(test.passed).toBe(true);
      expect(test.timeMs).toBeGreaterThan(0);
      expect(test.memoryKb).toBeGreaterThan(0);
    }
    expect(result.tests[1]!.stdout).toBe('42\n');
  });

  for (const [kind, { verdict, title }] of Object.entries(EXPECTED)) {
    it(`reports ${title} in ${name}`, async () => {
      const started = Date.now();
      const result = await engine.judge({
        language,
        source: PROGRAMS[language][kind as Case],
        tests: [SUM_TESTS[0]!],
        limits: LIMITS[kind as Case] ?? {},
      });
      expect(result.status, JSON.stringify(result).slice(0, 2000)).toBe(verdict);
      expect(result.tests[0]!.status).toBe(verdict);
      expect(result.tests[0]!.passed).toBe(false);
      if (kind === 'compile') expect(result.compileOutput).toMatch(COMPILER_MESSAGE[language]);
      if (kind === 'exit') expect(result.tests[0]!.exitCode).toBe(3);
      if (kind === 'exception') expect(result.tests[0]!.stderr).toMatch(/boom/);
      if (kind === 'busy') expect(result.tests[0]!.timeMs).toBeGreaterThan(100);
      if (kind === 'flood') expect(result.tests[0]!.stdout.length).toBeLessThanOrEqual(64 * 1024);
      expect(Date.now() - started).toBeLessThan(15_000);
    });
  }
});

describe('judging', () => {
  it('accepts Judge0 language ids and reports an unknown language as Internal Error', async () => {
    const result = await engine.judge({
      language: '71',
      source: 'print(3)',
      tests: [{ input: '', expected: '3' }],
    });
    expect(result.status).toBe(VERDICTS.ACCEPTED);
    expect(result.language).toBe('PYTHON');
    const unknown = await engine.judge({ language: 99, source: 'x', tests: [{ input: '' }] });
    expect(unknown.status).toBe(VERDICTS.INTERNAL_ERROR);
  });

  it('reports the first failing verdict overall and keeps every test result', async () => {
    const result = await engine.judge({
      language: 'PYTHON',
      source: 'n = int(input())\nif n == 2:\n    while True: pass\nprint(n * 2)\n',
      tests: [
        { input: '1', expected: '2' },
        { input: '3', expected: '7' },
        { input: '2', expected: '4' },
      ],
      limits: { cpuMs: 300 },
    });
    expect(result.tests.map((test) => test.status)).toEqual([
      VERDICTS.ACCEPTED,
      VERDICTS.WRONG_ANSWER,
      VERDICTS.TIME_LIMIT_EXCEEDED,
    ]);
    expect(result.status).toBe(VERDICTS.WRONG_ANSWER);
  });

  it('reports each test through onTest as it finishes, and a syntax error only once at the end', async () => {
    const seen: [number, Verdict][] = [];
    const result = await engine.judge(
      {
        language: 'PYTHON',
        source: PROGRAMS.PYTHON.accepted,
        tests: [...SUM_TESTS, { input: '1 1', expected: '3' }],
      },
      { onTest: (index, test) => seen.push([index, test.status]) },
    );
    expect(seen.sort((a, b) => a[0] - b[0])).toEqual([
      [0, VERDICTS.ACCEPTED],
      [1, VERDICTS.ACCEPTED],
      [2, VERDICTS.WRONG_ANSWER],
    ]);
    expect(result.status).toBe(VERDICTS.WRONG_ANSWER);
    const broken: number[] = [];
    const compile = await engine.judge(
      { language: 'PYTHON', source: PROGRAMS.PYTHON.compile, tests: SUM_TESTS },
      { onTest: (index) => broken.push(index) },
    );
    expect(compile.status).toBe(VERDICTS.COMPILATION_ERROR);
    expect(broken).toEqual([]);
  });

  it('accepts a test without expected output on exit status alone', async () => {
    const result = await engine.judge({
      language: 'JAVASCRIPT',
      source: 'console.log("hi")',
      tests: [{ input: '' }],
    });
    expect(result.status).toBe(VERDICTS.ACCEPTED);
    expect(result.tests[0]!.expected).toBeNull();
    expect(result.tests[0]!.stdout).toBe('hi\n');
  });

  it('compiles Java once per submission, not per test', async () => {
    const compile = vi.spyOn(JavaCompileServer.prototype, 'compile');
    try {
      const tests = Array.from({ length: 5 }, (_, i) => ({ input: `${i} 1`, expected: String(i + 1) }));
      const result = await engine.judge({ language: 'JAVA', source: PROGRAMS.JAVA.accepted, tests });
      expect(result.status).toBe(VERDICTS.ACCEPTED);
      expect(compile).toHaveBeenCalledTimes(1);
    } finally {
      compile.mockRestore();
    }
  });

  it('runs the tests of one submission in parallel', async () => {
    const tests = Array.from({ length: 4 }, () => ({ input: '' }));
    const result = await engine.judge({
      language: 'PYTHON',
      source: 'import time\nstart = time.time()\ntime.sleep(0.4)\nprint(start, time.time())\n',
      tests,
    });
    expect(result.status).toBe(VERDICTS.ACCEPTED);
    // Each run prints when it started and ended; with a slot per core, some runs overlap in time.
    const spans = result.tests.map((test) => test.stdout.trim().split(' ').map(Number) as [number, number]);
    const overlapping = spans.some(([start, end], i) =>
      spans.some(([otherStart, otherEnd], j) => i !== j && start < otherEnd && otherStart < end),
    );
    expect(overlapping).toBe(true);
  });

  it('passes stdin through and reads UTF-8 output in all languages', async () => {
    const tests = [{ input: 'héllo wörld ✓\n', expected: 'héllo wörld ✓' }];
    const sources: Record<Language, string> = {
      PYTHON: 'print(input())',
      JAVASCRIPT: "process.stdout.write(require('fs').readFileSync(0, 'utf8'))",
      JAVA: 'import java.io.*;\npublic class Main { public static void main(String[] a) throws IOException { BufferedReader r = new BufferedReader(new InputStreamReader(System.in, "UTF-8")); System.out.println(r.readLine()); } }',
    };
    for (const language of LANGUAGES) {
      const result = await engine.judge({ language, source: sources[language], tests });
      expect(result.status, `${language}: ${JSON.stringify(result.tests[0])}`).toBe(VERDICTS.ACCEPTED);
    }
  });

  it('measures each run on its own: a small run after a large one on the same slots reports its own time and memory', async () => {
    const big = await engine.judge({
      language: 'PYTHON',
      source:
        'data = bytearray(96 * 1024 * 1024)\nx = 0\nfor i in range(3_000_000):\n    x += i\nprint(len(data))\n',
      tests: [{ input: '' }, { input: '' }],
    });
    expect(big.status).toBe(VERDICTS.ACCEPTED);
    expect(Math.min(...big.tests.map((test) => test.memoryKb))).toBeGreaterThan(96 * 1024);
    const small = await engine.judge({
      language: 'PYTHON',
      source: 'print(1)\n',
      tests: [{ input: '' }, { input: '' }],
    });
    expect(small.status).toBe(VERDICTS.ACCEPTED);
    for (const test of small.tests) {
      expect(test.memoryKb).toBeGreaterThan(0);
      expect(test.memoryKb).toBeLessThan(32 * 1024);
      expect(test.timeMs).toBeLessThan(Math.min(...big.tests.map((run) => run.timeMs)));
    }
  });

  it('keeps judging on a slot after runs were killed mid-way, round after round', async () => {
    // Many kills in a row on the same slots: a kill loop that outlived its run once killed the
    // next run's waiter and the submission never finished.
    for (let round = 0; round < 3; round += 1) {
      const killed = await engine.judge({
        language: 'JAVASCRIPT',
        source: 'let x = 0;\nwhile (true) { x++; }',
        tests: Array.from({ length: 6 }, () => ({ input: '' })),
        limits: { cpuMs: 200 },
      });
      expect(killed.tests.map((test) => test.status)).toEqual(Array(6).fill(VERDICTS.TIME_LIMIT_EXCEEDED));
    }
    const next = await engine.judge({
      language: 'JAVASCRIPT',
      source: 'console.log(42)',
      tests: [{ input: '', expected: '42' }],
    });
    expect(next.status).toBe(VERDICTS.ACCEPTED);
  }, 30_000);
});
