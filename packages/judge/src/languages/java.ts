import { JUDGE_SCHEDULING_MESSAGES } from '@codedojo/shared';
import { JavaCompileServer } from '../java/compile-server.ts';
import { JAR_PATH, JVM_FLAGS, javaBox, javaToolchain, MAIN_CLASS } from '../java/toolchain.ts';
import type { CgroupDriver } from '../sandbox/cgroup.ts';
import { FairScheduler } from '../sandbox/fair-scheduler.ts';
import type { Limits } from '../types.ts';
import { type BoxFile, DEEP_STACK_BYTES, type LanguageRuntime, MB } from './runtime.ts';

/** CPU the JVM spends starting up (class loading, JIT threads), added to the user's CPU limit. */
export const JAVA_CPU_ALLOWANCE_MS = 1000;
/** The main thread's stack (see the -Xss comment in `box`): about 400,000 frames of a small recursive method. */
export const JAVA_STACK_MB = 16;
/** Metaspace, code cache, thread stacks and the JVM itself, beside the -Xmx heap. */
const JVM_OVERHEAD_MB = 128;

const base = {
  key: 'JAVA',
  stackBytes: DEEP_STACK_BYTES,
  box(files: BoxFile[], limits: Limits) {
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
  cgroupMemoryBytes: (limits: Limits) => (limits.memoryMb + JVM_OVERHEAD_MB) * MB,
  cpuMs: (limits: Limits) => limits.cpuMs + JAVA_CPU_ALLOWANCE_MS,
  outOfMemory: (stderr: string) => /java\.lang\.OutOfMemoryError/.test(stderr),
} satisfies Omit<LanguageRuntime, 'prepare'>;

export interface JavaCompilerOptions {
  cgroups: CgroupDriver;
  /** One uid per compiler (the warm one first, then the spare). */
  uids: number[];
  /** Start a JVM per compile instead of keeping one warm. */
  cold: boolean;
}

/**
 * Java with its compile strategy: the warm compiler and a spare (one per uid). Compiles take turns
 * by owner, one compiler per owner at a time, so one owner's slow compiles leave the other
 * compiler to everyone else; they hold no run slot while they wait or compile, so a slow compile
 * delays neither runs nor other owners' compiles. Without cgroups, nothing compiles.
 */
export function createJava(options: JavaCompilerOptions | null): LanguageRuntime {
  const compilers = options
    ? options.uids.map((uid) => new JavaCompileServer({ cgroups: options.cgroups, uid, cold: options.cold }))
    : [];
  const turns = compilers.length > 0 ? new FairScheduler(compilers, { maxPerOwner: 1 }) : null;
  return {
    ...base,
    async prepare(source, { limits, owner }) {
      if (!turns) return { failure: 'Java compiler unavailable' };
      const outcome = await turns.with(owner, (grant) =>
        grant.resource.compile(MAIN_CLASS, source, limits.compileWallMs),
      );
      if (outcome.status === 'compiled')
        return { files: [{ path: JAR_PATH, data: outcome.jar }], compileMs: outcome.ms };
      if (outcome.status === 'error') return { compileError: outcome.output };
      if (outcome.status === 'timeout')
        return { compileError: JUDGE_SCHEDULING_MESSAGES.compileTimedOut(limits.compileWallMs / 1000) };
      return { failure: `Java compiler failed: ${outcome.message}` };
    },
    async warmUp() {
      const [first, ...spares] = compilers;
      await first?.warmUp();
      // The spare warms in the background: it serves only while another owner's compile runs.
      for (const spare of spares) void spare.warmUp();
    },
    async close() {
      await Promise.all(compilers.map((compiler) => compiler.close()));
    },
  };
}
