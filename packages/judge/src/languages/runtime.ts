import type { Language } from '@codedojo/shared';
import type { BoxSpec } from '../sandbox/bwrap-args.ts';
import type { Limits } from '../types.ts';

export interface BoxFile {
  path: string;
  data: Buffer;
}

/** What a runtime made of the source: the box's files, or why there is nothing to run. */
export type Prepared =
  | { files: BoxFile[]; compileMs?: number }
  /** The program's fault (the compiler's message): every test is a Compilation Error. */
  | { compileError: string }
  /** The judge's fault: Internal Error. */
  | { failure: string };

export interface PrepareContext {
  limits: Limits;
  /** Who the request is charged to: compiles take turns by owner. */
  owner: string;
}

/**
 * How one language turns a source into a program in a box and reads its failures. Each owns its
 * way to prepare a program (Java its compilers), so the engine treats every language alike.
 */
export interface LanguageRuntime {
  key: Language;
  /** Turns the source into the files its boxes hold (Java compiles it, once per submission). */
  prepare(source: string, context: PrepareContext): Promise<Prepared>;
  /** Starts what the runtime keeps warm (Java's compiler), so the first submission does not pay for it. */
  warmUp?(): Promise<void>;
  /** Stops what it keeps running. */
  close?(): Promise<void>;
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

/** `prepare` for an interpreted language: the source itself, at `path` in the box. */
export function sourceAt(path: string): LanguageRuntime['prepare'] {
  return async (source) => ({ files: [{ path, data: Buffer.from(source) }] });
}
