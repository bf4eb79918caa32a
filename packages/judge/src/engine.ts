import {
  JUDGE_OWNER_ANONYMOUS,
  JUDGE_SCHEDULING_MESSAGES,
  type Language,
  resolveLanguage,
} from '@codedojo/shared';
import { JavaCompileServer } from './java/compile-server.ts';
import { JAR_PATH, java, MAIN_CLASS } from './languages/java.ts';
import { javascript, javascriptFiles } from './languages/javascript.ts';
import { python, pythonFiles } from './languages/python.ts';
import type { BoxFile, LanguageRuntime } from './languages/runtime.ts';
import { MAX_SOURCE_BYTES, MAX_TESTS, resolveLimits } from './limits.ts';
import type { CgroupDriver } from './sandbox/cgroup.ts';
import { createCgroupDriver } from './sandbox/cgroup-detect.ts';
import { checkSandbox } from './sandbox/check.ts';
import { FairScheduler } from './sandbox/fair-scheduler.ts';
import { LaneSet } from './sandbox/lane.ts';
import { runInBox } from './sandbox/run.ts';
import { type SlotPool, sharedSlots } from './sandbox/slots.ts';
import { COMPILER_UIDS, UID_BLOCK_SIZE } from './sandbox/uid-lease.ts';
import { runLimits, runTestsFairly } from './test-runs.ts';
import type { JudgeEngine, JudgeRequest, JudgeResult, Limits, TestCaseInput, TestResult } from './types.ts';
import { overallVerdict, VERDICTS } from './verdict.ts';
import { classify, compilationError, failure } from './verdict-rules.ts';

const RUNTIMES: Record<Language, LanguageRuntime> = { JAVASCRIPT: javascript, PYTHON: python, JAVA: java };

export interface LocalEngineOptions {
  /** Capacity shared with other engines; defaults to the process-wide pool (one slot per core). */
  slots?: SlotPool;
  cgroups?: CgroupDriver;
  /** 'warm' (default) keeps one sandboxed javac running; 'cold' starts a JVM per compile. */
  javaCompiler?: 'warm' | 'cold';
}

let compileServerCount = 0;
/**
 * The warm compiler and a spare: compiles take turns by owner, one compiler per owner at a time,
 * so one owner's slow compiles leave the other compiler to everyone else.
 */
const COMPILERS = 2;

/** The local sandbox: bubblewrap boxes on this machine, at most one per slot at a time. */
export class LocalSandboxEngine implements JudgeEngine {
  private readonly slots: SlotPool;
  private readonly cgroups: CgroupDriver | null;
  private readonly compilers: JavaCompileServer[];
  private readonly compileTurns: FairScheduler<JavaCompileServer> | null;
  private readonly lanes: LaneSet | null;
  private readiness: Promise<string | null> | undefined;
  private closed = false;

  constructor(options: LocalEngineOptions = {}) {
    this.slots = options.slots ?? sharedSlots();
    this.cgroups = options.cgroups ?? createCgroupDriver();
    this.lanes = this.cgroups ? new LaneSet(this.cgroups) : null;
    const cgroups = this.cgroups;
    this.compilers = cgroups
      ? Array.from({ length: COMPILERS }, () => {
          compileServerCount += 1;
          return new JavaCompileServer({
            cgroups,
            // Its own uid from the top of this process's leased block, away from the slots' uids
            // (and from other engines' compile servers in this process).
            uid: this.slots.uidBase + UID_BLOCK_SIZE - 1 - (compileServerCount % COMPILER_UIDS),
            cold: (options.javaCompiler ?? process.env.JUDGE_JAVA_COMPILER) === 'cold',
          });
        })
      : [];
    this.compileTurns =
      this.compilers.length > 0 ? new FairScheduler(this.compilers, { maxPerOwner: 1 }) : null;
  }

  /** Checks the sandbox once; resolves to a problem description or null. */
  ready(): Promise<string | null> {
    this.readiness ??= checkSandbox({ cgroups: this.cgroups }).then((check) =>
      check.ok ? null : check.message,
    );
    return this.readiness;
  }

  /** Starts and warms the Java compiler so the first Java submission does not pay for it. */
  async warmUp(): Promise<void> {
    if ((await this.ready()) !== null) return;
    const [first, ...spares] = this.compilers;
    await first?.warmUp();
    // The spare warms in the background: it serves only while another owner's compile runs.
    for (const spare of spares) void spare.warmUp();
  }

  async judge(request: JudgeRequest): Promise<JudgeResult> {
    const language = resolveLanguage(request.language) ?? null;
    if (!language) return failure(null, `Unsupported language: ${String(request.language)}`);
    const invalid = validate(request);
    if (invalid) return failure(language, invalid);
    const problem = await this.ready();
    if (problem || !this.lanes) return failure(language, `Sandbox unavailable: ${problem ?? 'no cgroups'}`);
    const limits = resolveLimits(request.limits);
    const owner = ownerOf(request);
    const prepared = await this.prepare(language, request.source, limits, request.tests, owner);
    if ('result' in prepared) return prepared.result;
    const result = await this.runTests(
      RUNTIMES[language],
      prepared.files,
      request.tests,
      limits,
      this.lanes,
      owner,
    );
    return prepared.compileMs === undefined ? result : { ...result, compileMs: prepared.compileMs };
  }

  /** Stops the warm compiler and the slots' spawners, and removes their cgroups. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.compilers.map((compiler) => compiler.close()), this.lanes?.close()]);
  }

  private async prepare(
    language: Language,
    source: string,
    limits: Limits,
    tests: TestCaseInput[],
    owner: string,
  ): Promise<{ files: BoxFile[]; compileMs?: number } | { result: JudgeResult }> {
    if (language === 'PYTHON') return { files: pythonFiles(source) };
    if (language === 'JAVASCRIPT') return { files: javascriptFiles(source) };
    if (!this.compileTurns) return { result: failure(language, 'Java compiler unavailable') };
    // Compiles take turns by owner on the compilers, and hold no run slot while they wait or
    // compile: a slow compile then delays neither runs nor other owners' compiles.
    const outcome = await this.compileTurns.with(owner, (grant) =>
      grant.resource.compile(MAIN_CLASS, source, limits.compileWallMs),
    );
    if (outcome.status === 'compiled')
      return { files: [{ path: JAR_PATH, data: outcome.jar }], compileMs: outcome.ms };
    if (outcome.status === 'error') return { result: compilationError(language, outcome.output, tests) };
    if (outcome.status === 'timeout') {
      const message = JUDGE_SCHEDULING_MESSAGES.compileTimedOut(limits.compileWallMs / 1000);
      return { result: compilationError(language, message, tests) };
    }
    return { result: failure(language, `Java compiler failed: ${outcome.message}`) };
  }

  private async runTests(
    runtime: LanguageRuntime,
    files: BoxFile[],
    tests: TestCaseInput[],
    limits: Limits,
    lanes: LaneSet,
    owner: string,
  ): Promise<JudgeResult> {
    const runs = await runTestsFairly({ runtime, files, tests, limits, lanes, slots: this.slots, owner });
    // Interpreted languages: a program that does not parse fails every run the same way, before
    // it starts. A run that looks so is confirmed by parsing alone, whose message is then shown.
    const suspect = runs.some(
      (run) =>
        'outcome' in run && runtime.syntaxError?.(run.outcome.stderr.toString('utf8'), run.outcome.exitCode),
    );
    if (suspect && runtime.syntaxCheck) {
      const box = runtime.syntaxCheck(files, limits);
      const grant = await this.slots.acquire(owner);
      const check = await runInBox({
        box,
        stdin: '',
        lane: await lanes.get(grant.resource),
        limits: runLimits(runtime, limits),
      }).finally(() => this.slots.release(grant));
      const message = check.internalError
        ? null
        : runtime.syntaxError?.(check.stderr.toString('utf8'), check.exitCode);
      if (message) return compilationError(runtime.key, message, tests);
    }
    const results: TestResult[] = runs.map((run, index) =>
      'outcome' in run
        ? classify(runtime, run.outcome, tests[index]!, limits)
        : notRun(tests[index]!, run.notRun),
    );
    return summarize(runtime.key, results);
  }
}

/** A test left out (see runTestsFairly): a time limit failure with the reason, nothing measured. */
function notRun(test: TestCaseInput, message: string): TestResult {
  return {
    status: VERDICTS.TIME_LIMIT_EXCEEDED,
    passed: false,
    stdout: '',
    stderr: '',
    expected: typeof test.expected === 'string' ? test.expected : null,
    timeMs: 0,
    memoryKb: 0,
    wallMs: 0,
    exitCode: null,
    message,
  };
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

export function summarize(language: Language, tests: TestResult[]): JudgeResult {
  return {
    status: overallVerdict(tests),
    language,
    tests,
    timeMs: Math.max(0, ...tests.map((test) => test.timeMs)),
    memoryKb: Math.max(0, ...tests.map((test) => test.memoryKb)),
  };
}
