import { existsSync, realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import { BASE_READ_ONLY, BASE_SYMLINKS } from '../sandbox/bwrap-args.ts';
import { BASE_ENV, type BoxFile, DEEP_STACK_BYTES, type LanguageRuntime, MB } from './runtime.ts';

export const JAVA_BIN = '/usr/bin/java';
export const JAR_PATH = '/box/main.jar';
export const MAIN_CLASS = 'Main';

/** CPU the JVM spends starting up (class loading, JIT threads), added to the user's CPU limit. */
export const JAVA_CPU_ALLOWANCE_MS = 1000;
/** The main thread's stack (see the -Xss comment in `box`): about 400,000 frames of a small recursive method. */
export const JAVA_STACK_MB = 16;
/** Metaspace, code cache, thread stacks and the JVM itself, beside the -Xmx heap. */
const JVM_OVERHEAD_MB = 128;

export interface JavaToolchain {
  home: string;
  java: string;
  /** Host paths the JVM reads (the JDK and its /etc/java-N-openjdk configuration). */
  readOnly: string[];
}

let resolved: JavaToolchain | undefined;

/** /usr/bin/java -> /usr/lib/jvm/java-17-openjdk-amd64/bin/java; the box sees the real paths only. */
export function javaToolchain(): JavaToolchain {
  if (resolved) return resolved;
  const java = realpathSync(JAVA_BIN);
  const home = dirname(dirname(java));
  const readOnly = [home];
  const jvmCfg = `${home}/lib/jvm.cfg`;
  // Debian keeps the JDK's configuration in /etc/java-N-openjdk behind symlinks.
  if (existsSync(jvmCfg)) {
    const configDir = dirname(realpathSync(jvmCfg));
    if (configDir.startsWith('/etc/')) readOnly.push(configDir);
  }
  resolved = { home, java, readOnly };
  return resolved;
}

/** JVM flags shared by runs and the compile server: quick start, one GC thread, no perf-data file. */
export const JVM_FLAGS = ['-XX:+UseSerialGC', '-XX:-UsePerfData', '-Xshare:auto'];

export function javaBox(argv: string[], files: BoxFile[], tmpfsBytes: number) {
  const toolchain = javaToolchain();
  return {
    argv,
    readOnly: [...BASE_READ_ONLY, ...toolchain.readOnly],
    symlinks: BASE_SYMLINKS,
    files,
    env: { ...BASE_ENV },
    tmpfsBytes,
  };
}

export const java: LanguageRuntime = {
  key: 'JAVA',
  stackBytes: DEEP_STACK_BYTES,
  box(files: BoxFile[], limits) {
    const { java: binary } = javaToolchain();
    // RLIMIT_AS stops the JVM from starting: the heap is capped with -Xmx and the cgroup caps the rest.
    const argv = [
      binary,
      `-Xmx${limits.memoryMb}m`,
      // Not 64m: a stack overflow's unwinding through JIT-compiled frames takes native memory
      // in proportion to the depth (about 7x the stack: ~470 MB at 64m), and how much depends on
      // when the JIT kicked in, so on the machine's load. At 16m the worst case (~150 MB) stays
      // well inside the cgroup cap, and a stack overflow is a Runtime Error under any load.
      `-Xss${JAVA_STACK_MB}m`,
      ...JVM_FLAGS,
      '-Dfile.encoding=UTF-8',
      '-Dsun.stdout.encoding=UTF-8',
      '-Dsun.stderr.encoding=UTF-8',
      '-cp',
      JAR_PATH,
      MAIN_CLASS,
    ];
    return javaBox(argv, files, Math.max(limits.fileSizeBytes, 16 * MB));
  },
  cgroupMemoryBytes: (limits) => (limits.memoryMb + JVM_OVERHEAD_MB) * MB,
  cpuMs: (limits) => limits.cpuMs + JAVA_CPU_ALLOWANCE_MS,
  outOfMemory: (stderr) => /java\.lang\.OutOfMemoryError/.test(stderr),
};
