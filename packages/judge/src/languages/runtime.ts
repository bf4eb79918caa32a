import type { Language } from '@codedojo/shared';
import type { BoxSpec } from '../sandbox/bwrap-args.ts';
import type { Limits } from '../types.ts';

export interface BoxFile {
  path: string;
  data: Buffer;
}

/** How one language turns a prepared program into a box and reads its failures. */
export interface LanguageRuntime {
  key: Language;
  /** The box for one test run; `files` are what `prepare` produced. */
  box(files: BoxFile[], limits: Limits): BoxSpec;
  /** cgroup memory cap: the user's limit plus what the runtime itself needs beside its heap. */
  cgroupMemoryBytes(limits: Limits): number;
  /** CPU limit for one test; the JVM gets its start-up allowance here. */
  cpuMs(limits: Limits): number;
  stackBytes: number;
  /** Whether stderr shows the runtime ran out of memory on its own (a heap cap rather than the cgroup). */
  outOfMemory(stderr: string): boolean;
  /**
   * For interpreted languages: returns the compiler's message when this stderr and exit code are
   * those of a program that does not parse.
   */
  syntaxError?(stderr: string, exitCode: number | null): string | null;
  /**
   * A box that only parses the program (never runs it). A test run that looks like a syntax
   * error is confirmed by it, and its message is the one shown: a test's own stderr may be a
   * program's imitation carrying a hidden input.
   */
  syntaxCheck?(files: BoxFile[], limits: Limits): BoxSpec;
}

export const MB = 1024 * 1024;
export const DEEP_STACK_BYTES = 64 * MB;
/** Programs see a UTF-8 locale (glibc's built-in C.UTF-8) and nothing else. */
export const BASE_ENV = { LANG: 'C.UTF-8', HOME: '/box', PATH: '/usr/bin:/bin' };
