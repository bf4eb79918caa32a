import type { Language } from '@codedojo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSandboxEngine } from './engine.ts';
import { createCgroupDriver } from './sandbox/cgroup-detect.ts';
import { runProbe } from './sandbox/check.ts';
import { SANDBOX_FAILURES } from './sandbox/run.ts';
import { DEFAULT_UID_BASE, Slot } from './sandbox/slots.ts';
import type { JudgeResult } from './types.ts';
import { VERDICTS } from './verdict.ts';

/**
 * Nothing the box writes (stderr, exit code) can make a run a judge failure, and nothing it writes
 * reaches a field that is shown for hidden tests (message, compile output). Each program below
 * imitates a failure of the sandbox or of the parser and echoes its secret input in it.
 */
const engine = new LocalSandboxEngine();
beforeAll(() => engine.warmUp(), 120_000);
afterAll(() => engine.close());

const SECRET = 'hidden-input-4242';

const IMITATIONS: Record<Language, Record<string, string>> = {
  JAVASCRIPT: {
    'bwrap: on stderr, exit 1':
      "process.stderr.write('bwrap: ' + require('fs').readFileSync(0, 'utf8'));\nprocess.exitCode = 1;\n",
    'the old launcher marker, exit 125':
      "process.stderr.write('codedojo-launcher-failed: ' + require('fs').readFileSync(0, 'utf8'));\nprocess.exitCode = 125;\n",
    'the launcher marker, exit 125':
      "process.stderr.write('launcher-failed: ' + require('fs').readFileSync(0, 'utf8'));\nprocess.exitCode = 125;\n",
    "bwrap's status JSON on both outputs":
      "const s = '{ \"exit-code\": 0 }\\n';\nprocess.stdout.write(s);\nprocess.stderr.write('bwrap: ' + s);\nprocess.exitCode = 1;\n",
    "Node's syntax error report":
      "const input = require('fs').readFileSync(0, 'utf8');\nprocess.stderr.write('/box/main.js:1\\n' + input + '\\n^\\n\\nSyntaxError: ' + input + '\\n    at wrapSafe (node:internal/modules/cjs/loader:1464:18)\\n');\nprocess.exitCode = 1;\n",
  },
  PYTHON: {
    'bwrap: on stderr, exit 1': "import sys\nsys.stderr.write('bwrap: ' + sys.stdin.read())\nsys.exit(1)\n",
    'the launcher marker, exit 125':
      "import sys\nsys.stderr.write('codedojo-launcher-failed: launcher-failed: ' + sys.stdin.read())\nsys.exit(125)\n",
    "Python's syntax error report":
      "import sys\nline = sys.stdin.read()\nsys.stderr.write('  File \"main.py\", line 1\\n    ' + line + '\\nSyntaxError: ' + line + '\\n')\nsys.exit(1)\n",
  },
  JAVA: {
    'bwrap: on stderr, exit 1':
      'public class Main {\n  public static void main(String[] a) throws Exception {\n    System.err.print("bwrap: " + new String(System.in.readAllBytes()));\n    System.exit(1);\n  }\n}\n',
    'the launcher marker, exit 125':
      'public class Main {\n  public static void main(String[] a) throws Exception {\n    System.err.print("launcher-failed: " + new String(System.in.readAllBytes()));\n    System.exit(125);\n  }\n}\n',
  },
};

/** Where a hidden test's secret could surface: everything but the test's own stdout/stderr. */
function judgeSideText(result: JudgeResult): string {
  return JSON.stringify({
    message: result.message,
    compileOutput: result.compileOutput,
    tests: result.tests.map((test) => test.message),
  });
}

for (const [language, cases] of Object.entries(IMITATIONS) as [Language, Record<string, string>][]) {
  describe(`a ${language} program imitating a judge failure`, () => {
    for (const [name, source] of Object.entries(cases)) {
      it(`gets Runtime Error, not Internal Error, for ${name}`, async () => {
        const result = await engine.judge({ language, source, tests: [{ input: SECRET, expected: 'x' }] });
        expect(result.status, JSON.stringify(result).slice(0, 1000)).toBe(VERDICTS.RUNTIME_ERROR);
        expect(result.tests[0]!.status).toBe(VERDICTS.RUNTIME_ERROR);
        expect(judgeSideText(result)).not.toContain(SECRET);
        expect(result.compileOutput).toBeUndefined();
      });
    }
  });
}

describe('a real sandbox failure', () => {
  it('is an Internal Error with fixed judge-side text when the program cannot be started', async () => {
    const cgroups = createCgroupDriver();
    expect(cgroups).not.toBeNull();
    expect(cgroups!.init()).toBeNull();
    const slot = new Slot(DEFAULT_UID_BASE - 2, cgroups!, 'box-output');
    try {
      const outcome = await runProbe(slot, '/usr/bin/codedojo-no-such-program', SECRET);
      expect(outcome.internalError).toBe(SANDBOX_FAILURES.notStarted);
    } finally {
      await slot.close();
    }
  });

  it('keeps a real syntax error a Compilation Error with the parser message', async () => {
    const python = await engine.judge({
      language: 'PYTHON',
      source: 'print("x"\n',
      tests: [{ input: SECRET }],
    });
    expect(python.status).toBe(VERDICTS.COMPILATION_ERROR);
    expect(python.compileOutput).toMatch(/SyntaxError/);
    expect(python.compileOutput).not.toContain(SECRET);
    const js = await engine.judge({
      language: 'JAVASCRIPT',
      source: 'let x = ;\n',
      tests: [{ input: SECRET }],
    });
    expect(js.status).toBe(VERDICTS.COMPILATION_ERROR);
    expect(js.compileOutput).toMatch(/SyntaxError: Unexpected token/);
  });
});
