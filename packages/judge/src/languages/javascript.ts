import { realpathSync } from 'node:fs';
import { BASE_READ_ONLY, BASE_SYMLINKS } from '../sandbox/bwrap-args.ts';
import { BASE_ENV, type BoxFile, DEEP_STACK_BYTES, type LanguageRuntime, MB, sourceAt } from './runtime.ts';

export const NODE_BIN = '/usr/bin/node';
export const SOURCE_PATH = '/box/main.js';

/** V8's own stack limit, kept below the 64 MB RLIMIT_STACK so V8 throws RangeError before the kernel's SIGSEGV. */
const V8_STACK_KB = 48 * 1024;
/** What Node needs beside its old-space heap (code, new space, buffers). */
const NODE_OVERHEAD_MB = 64;

let binary: string | undefined;

export const javascript: LanguageRuntime = {
  key: 'JAVASCRIPT',
  stackBytes: DEEP_STACK_BYTES,
  prepare: sourceAt(SOURCE_PATH),
  box(files: BoxFile[], limits) {
    binary ??= realpathSync(NODE_BIN);
    return {
      // RLIMIT_AS makes Node hang: the heap is capped with a flag instead, and the cgroup caps the rest.
      argv: [binary, `--max-old-space-size=${limits.memoryMb}`, `--stack-size=${V8_STACK_KB}`, SOURCE_PATH],
      readOnly: [...BASE_READ_ONLY, binary],
      symlinks: BASE_SYMLINKS,
      files,
      env: { ...BASE_ENV },
      tmpfsBytes: Math.max(limits.fileSizeBytes, 16 * MB),
    };
  },
  cgroupMemoryBytes: (limits) => (limits.memoryMb + NODE_OVERHEAD_MB) * MB,
  cpuMs: (limits) => limits.cpuMs,
  outOfMemory: (stderr) => /JavaScript heap out of memory|Reached heap limit/.test(stderr),
  syntaxCheck(files, limits) {
    const box = javascript.box(files, limits);
    return { ...box, argv: [box.argv[0]!, '--check', SOURCE_PATH] };
  },
  syntaxError(stderr, exitCode) {
    if (exitCode !== 1) return null;
    // A parse failure of main.js is thrown by Node's module loader before any user frame runs.
    if (!stderr.startsWith(`${SOURCE_PATH}:`)) return null;
    if (!/^SyntaxError: /m.test(stderr)) return null;
    if (!/at wrapSafe \(node:internal\/modules\/cjs\/loader/.test(stderr)) return null;
    return stderr
      .split('\n')
      .filter((line) => !/^\s+at .*\(node:internal\//.test(line) && !line.startsWith('Node.js v'))
      .join('\n')
      .trimEnd();
  },
};
