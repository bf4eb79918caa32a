import { realpathSync } from 'node:fs';
import { basename } from 'node:path';
import { BASE_READ_ONLY, BASE_SYMLINKS } from '../sandbox/bwrap-args.ts';
import { BASE_ENV, type BoxFile, DEEP_STACK_BYTES, type LanguageRuntime, MB, sourceAt } from './runtime.ts';

export const PYTHON_BIN = '/usr/bin/python3';

let resolved: { binary: string; stdlib: string } | undefined;

/** /usr/bin/python3 -> /usr/bin/python3.11, whose standard library is /usr/lib/python3.11. */
function toolchain() {
  if (resolved) return resolved;
  const binary = realpathSync(PYTHON_BIN);
  resolved = { binary, stdlib: `/usr/lib/${basename(binary)}` };
  return resolved;
}

export const SOURCE_PATH = '/box/main.py';

/** Compiles main.py without running it, reporting a failure the way the interpreter would. */
const PARSE_ONLY = [
  'import sys, traceback',
  'try:',
  "    compile(open('main.py', 'rb').read(), 'main.py', 'exec')",
  'except (SyntaxError, ValueError) as error:',
  "    sys.stderr.write(''.join(traceback.format_exception_only(type(error), error)))",
  '    sys.exit(1)',
].join('\n');

export const python: LanguageRuntime = {
  key: 'PYTHON',
  stackBytes: DEEP_STACK_BYTES,
  prepare: sourceAt(SOURCE_PATH),
  box(files: BoxFile[], limits) {
    const { binary, stdlib } = toolchain();
    return {
      // -I: ignore PYTHON* variables and user site-packages; -B: never write .pyc files.
      argv: [binary, '-I', '-B', 'main.py'],
      readOnly: [...BASE_READ_ONLY, binary, stdlib],
      symlinks: [...BASE_SYMLINKS, [basename(binary), PYTHON_BIN]],
      files,
      env: { ...BASE_ENV, PYTHONIOENCODING: 'utf-8' },
      tmpfsBytes: Math.max(limits.fileSizeBytes, 16 * MB),
    };
  },
  cgroupMemoryBytes: (limits) => limits.memoryMb * MB,
  cpuMs: (limits) => limits.cpuMs,
  outOfMemory: (stderr) => /^MemoryError\b/m.test(stderr),
  syntaxCheck(files, limits) {
    const box = python.box(files, limits);
    return { ...box, argv: [box.argv[0]!, '-I', '-B', '-c', PARSE_ONLY] };
  },
  syntaxError(stderr, exitCode) {
    if (exitCode !== 1) return null;
    // A program that does not parse fails before it runs: no traceback, just the compiler's report.
    if (stderr.includes('Traceback (most recent call last)')) return null;
    if (!/^\s*File "(\/box\/)?main\.py", line \d+/m.test(stderr)) return null;
    if (!/^(SyntaxError|IndentationError|TabError)\b/m.test(stderr)) return null;
    return stderr.trimEnd();
  },
};
