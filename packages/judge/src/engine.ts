import { JUDGE_OWNER_ANONYMOUS, type Language, resolveLanguage } from '@codedojo/shared';
import { createJava } from './languages/java.ts';
import { javascript } from './languages/javascript.ts';
import { python } from './languages/python.ts';
import type { BoxFile, LanguageRuntime } from './languages/runtime.ts';
import { MAX_SOURCE_BYTES, MAX_TESTS, resolveLimits } from './limits.ts';
import { classify, compilationError, failure, notRun, summarize } from './results.ts';
import type { CgroupDriver } from './sandbox/cgroup.ts';
import { createCgroupDriver } from './sandbox/cgroup-detect.ts';
import { checkSandbox } from './sandbox/check.ts';
import { runInBox } from './sandbox/run.ts';
import { SlotPool } from './sandbox/slots.ts';
import { runLimits, runTestsFairly, type TestRun } from './test-runs.ts';
import type { JudgeEngine, JudgeHooks, JudgeRequest, JudgeResult, Limits, TestCaseInput } from './types.ts';

export interface LocalEngineOptions {
  cgroups?: CgroupDriver;
  /** 'warm' (default) keeps one sandboxed javac running; 'cold' starts a JVM per compile. */
  javaCompiler?: 'warm' | 'cold';
}

/** The warm Java compiler and a spare (see createJava). */
const JAVA_COMPILERS = 2;

/**
 * The local sandbox: bubblewrap boxes on this machine, at most one per slot at a time. Each
 * engine owns its state: its slots (a uid block leased for it), its languages' compilers and
 * their cgroups, all released by `close`.
 */
export class LocalSandboxEngine implements JudgeEngine {
  private readonly cgroups: CgroupDriver | null;
  private readonly slots: SlotPool | null;
  private readonly runtimes: Record<Language, LanguageRuntime>;
  private readiness: Promise<string | null> | undefined;
  private closed = false;

  constructor(options: LocalEngineOptions = {}) {
    const cgroups = options.cgroups ?? createCgroupDriver();
    this.cgroups = cgroups;
    this.slots = cgroups ? SlotPool.lease(cgroups) : null;
    const cold = (options.javaCompiler ?? process.env.JUDGE_JAVA_COMPILER) === 'cold';
    const java =
      cgroups && this.slots ? { cgroups, uids: this.slots.compilerUids(JAVA_COMPILERS), cold } : null;
    this.runtimes = { JAVASCRIPT: javascript, PYTHON: python, JAVA: createJava(java) };
  }

  /** Checks the sandbox once; resolves to a problem description or null. */
  ready(): Promise<string | null> {
    this.readiness ??= checkSandbox({ cgroups: this.cgroups }).then((check) =>
      check.ok ? null : check.message,
    );
    return this.readiness;
  }

  /** Starts and warms what the languages keep warm (Java's compiler), so the first submission does not pay for it. */
  async warmUp(): Promise<void> {
    if ((await this.ready()) !== null) return;
    await Promise.all(Object.values(this.runtimes).map((runtime) => runtime.warmUp?.()));
  }

  async judge(request: JudgeRequest, hooks: JudgeHooks = {}): Promise<JudgeResult> {
    const language = resolveLanguage(request.language) ?? null;
    if (!language) return failure(null, `Unsupported language: ${String(request.language)}`);
    const invalid = validate(request);
    if (invalid) return failure(language, invalid);
    const problem = await this.ready();
    if (problem || !this.slots) return failure(language, `Sandbox unavailable: ${problem ?? 'no cgroups'}`);
    const limits = resolveLimits(request.limits);
    const owner = ownerOf(request);
    const runtime = this.runtimes[language];
    const prepared = await runtime.prepare(request.source, { limits, owner });
    if ('failure' in prepared) return failure(language, prepared.failure);
    if ('compileError' in prepared) return compilationError(language, prepared.compileError, request.tests);
    const result = await this.runTests(
      runtime,
      prepared.files,
      request.tests,
      limits,
      this.slots,
      owner,
      hooks,
    );
    return prepared.compileMs === undefined ? result : { ...result, compileMs: prepared.compileMs };
  }

  /** Stops the languages' compilers and the slots' spawners, removes their cgroups, frees the uids. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(Object.values(this.runtimes).map((runtime) => runtime.close?.()));
    await this.slots?.close();
  }

  private async runTests(
    runtime: LanguageRuntime,
    files: BoxFile[],
    tests: TestCaseInput[],
    limits: Limits,
    slots: SlotPool,
    owner: string,
    hooks: JudgeHooks,
  ): Promise<JudgeResult> {
    // Each finished test is reported as it ends; one that looks like a program that does not
    // parse is reported once, as a compilation error, at the end.
    const onRun = (index: number, run: TestRun) => {
      const test = tests[index]!;
      if (!('outcome' in run)) return hooks.onTest?.(index, notRun(test, run.notRun));
      if (runtime.syntaxError?.(run.outcome.stderr.toString('utf8'), run.outcome.exitCode)) return;
      hooks.onTest?.(index, classify(runtime, run.outcome, test, limits));
    };
    const runs = await runTestsFairly({ runtime, files, tests, limits, slots, owner, onRun });
    // Interpreted languages: a program that does not parse fails every run the same way, before
    // it starts. A run that looks so is confirmed by parsing alone, whose message is then shown.
    const suspect = runs.some(
      (run) =>
        'outcome' in run && runtime.syntaxError?.(run.outcome.stderr.toString('utf8'), run.outcome.exitCode),
    );
    if (suspect && runtime.syntaxCheck) {
      const box = runtime.syntaxCheck(files, limits);
      const grant = await slots.acquire(owner);
      const check = await runInBox({
        box,
        stdin: '',
        slot: grant.resource,
        limits: runLimits(runtime, limits),
        standbyNext: 'none',
      }).finally(() => slots.release(grant));
      const message = check.internalError
        ? null
        : runtime.syntaxError?.(check.stderr.toString('utf8'), check.exitCode);
      if (message) return compilationError(runtime.key, message, tests);
    }
    return summarize(
      runtime.key,
      runs.map((run, index) =>
        'outcome' in run
          ? classify(runtime, run.outcome, tests[index]!, limits)
          : notRun(tests[index]!, run.notRun),
      ),
    );
  }
}

const OWNER_MAX_LENGTH = 200;

/** The request's owner; anything but a short non-empty string counts as the anonymous owner. */
function ownerOf(request: JudgeRequest): string {
  const owner = request.owner;
  if (typeof owner !== 'string' || owner === '' || owner.length > OWNER_MAX_LENGTH)
    return JUDGE_OWNER_ANONYMOUS;
  return owner;
}

function validate(request: JudgeRequest): string | null {
  if (typeof request.source !== 'string') return 'source must be a string';
  if (Buffer.byteLength(request.source) > MAX_SOURCE_BYTES)
    return `source is larger than ${MAX_SOURCE_BYTES} bytes`;
  if (!Array.isArray(request.tests) || request.tests.length === 0) return 'at least one test is required';
  if (request.tests.length > MAX_TESTS) return `at most ${MAX_TESTS} tests are allowed`;
  for (const test of request.tests) {
    if (typeof test?.input !== 'string') return 'every test needs an input string';
  }
  return null;
}
