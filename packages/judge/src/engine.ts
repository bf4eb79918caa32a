import { type Language, resolveLanguage } from '@codedojo/shared';
import { JavaCompileServer } from './java/compile-server.ts';
import { JAR_PATH, java, MAIN_CLASS } from './languages/java.ts';
import { javascript, javascriptFiles } from './languages/javascript.ts';
import { python, pythonFiles } from './languages/python.ts';
import type { BoxFile, LanguageRuntime } from './languages/runtime.ts';
import { MAX_SOURCE_BYTES, MAX_TESTS, resolveLimits } from './limits.ts';
import type { CgroupDriver } from './sandbox/cgroup.ts';
import { createCgroupDriver } from './sandbox/cgroup-detect.ts';
import { checkSandbox } from './sandbox/check.ts';
import { LaneSet } from './sandbox/lane.ts';
import { type RunOutcome, runInBox } from './sandbox/run.ts';
import { type SlotPool, sharedSlots } from './sandbox/slots.ts';
import { COMPILER_UIDS, UID_BLOCK_SIZE } from './sandbox/uid-lease.ts';
import type {
  JudgeEngine,
  JudgeHooks,
  JudgeRequest,
  JudgeResult,
  Limits,
  TestCaseInput,
  TestResult,
} from './types.ts';
import { overallVerdict } from './verdict.ts';
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

/** The local sandbox: bubblewrap boxes on this machine, at most one per slot at a time. */
export class LocalSandboxEngine implements JudgeEngine {
  private readonly slots: SlotPool;
  private readonly cgroups: CgroupDriver | null;
  private readonly compiler: JavaCompileServer | null;
  private readonly lanes: LaneSet | null;
  private readiness: Promise<string | null> | undefined;
  private closed = false;

  constructor(options: LocalEngineOptions = {}) {
    this.slots = options.slots ?? sharedSlots();
    this.cgroups = options.cgroups ?? createCgroupDriver();
    compileServerCount += 1;
    this.lanes = this.cgroups ? new LaneSet(this.cgroups) : null;
    this.compiler = this.cgroups
      ? new JavaCompileServer({
          cgroups: this.cgroups,
          // Its own uid from the top of this process's leased block, away from the slots' uids
          // (and from other engines' compile servers in this process).
          uid: this.slots.uidBase + UID_BLOCK_SIZE - 1 - (compileServerCount % COMPILER_UIDS),
          cold: (options.javaCompiler ?? process.env.JUDGE_JAVA_COMPILER) === 'cold',
        })
      : null;
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
    await this.compiler?.warmUp();
  }

  async judge(request: JudgeRequest, hooks: JudgeHooks = {}): Promise<JudgeResult> {
    const language = resolveLanguage(request.language) ?? null;
    if (!language) return failure(null, `Unsupported language: ${String(request.language)}`);
    const invalid = validate(request);
    if (invalid) return failure(language, invalid);
    const problem = await this.ready();
    if (problem || !this.lanes) return failure(language, `Sandbox unavailable: ${problem ?? 'no cgroups'}`);
    const limits = resolveLimits(request.limits);
    const prepared = await this.prepare(language, request.source, limits, request.tests);
    if ('result' in prepared) return prepared.result;
    const result = await this.runTests(
      RUNTIMES[language],
      prepared.files,
      request.tests,
      limits,
      this.lanes,
      hooks,
    );
    return prepared.compileMs === undefined ? result : { ...result, compileMs: prepared.compileMs };
  }

  /** Stops the warm compiler and the slots' spawners, and removes their cgroups. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([this.compiler?.close(), this.lanes?.close()]);
  }

  private async prepare(
    language: Language,
    source: string,
    limits: Limits,
    tests: TestCaseInput[],
  ): Promise<{ files: BoxFile[]; compileMs?: number } | { result: JudgeResult }> {
    if (language === 'PYTHON') return { files: pythonFiles(source) };
    if (language === 'JAVASCRIPT') return { files: javascriptFiles(source) };
    if (!this.compiler) return { result: failure(language, 'Java compiler unavailable') };
    const compiler = this.compiler;
    // Compiling takes a core, so it takes a slot like a run does.
    const outcome = await this.slots.with(() => compiler.compile(MAIN_CLASS, source, limits.compileWallMs));
    if (outcome.status === 'compiled')
      return { files: [{ path: JAR_PATH, data: outcome.jar }], compileMs: outcome.ms };
    if (outcome.status === 'error') return { result: compilationError(language, outcome.output, tests) };
    if (outcome.status === 'timeout') {
      const seconds = limits.compileWallMs / 1000;
      return { result: compilationError(language, `Compilation timed out after ${seconds} s`, tests) };
    }
    return { result: failure(language, `Java compiler failed: ${outcome.message}`) };
  }

  private async runTests(
    runtime: LanguageRuntime,
    files: BoxFile[],
    tests: TestCaseInput[],
    limits: Limits,
    lanes: LaneSet,
    hooks: JudgeHooks,
  ): Promise<JudgeResult> {
    // Largest inputs first (longest-processing-time order): the slots then finish close together
    // instead of one running the biggest test alone at the end. Results keep the tests' order.
    const order = tests
      .map((_, index) => index)
      .sort((a, b) => tests[b]!.input.length - tests[a]!.input.length);
    const outcomes: RunOutcome[] = new Array(tests.length);
    await Promise.all(
      order.map((index) => {
        const test = tests[index]!;
        return this.slots.with(async (slot) =>
          runInBox({
            box: runtime.box(files, limits),
            stdin: test.input,
            lane: await lanes.get(slot),
            limits: {
              cpuMs: runtime.cpuMs(limits),
              // The JVM's start-up allowance stretches the wall limit by the same amount.
              wallMs: limits.wallMs + runtime.cpuMs(limits) - limits.cpuMs,
              memoryBytes: runtime.cgroupMemoryBytes(limits),
              processes: limits.processes,
              stdoutBytes: limits.stdoutBytes,
              stderrBytes: limits.stderrBytes,
              fileSizeBytes: limits.fileSizeBytes,
              stackBytes: runtime.stackBytes,
            },
          }).then((outcome) => {
            outcomes[index] = outcome;
            // A program that does not parse is reported once, as a compilation error, at the end.
            if (runtime.syntaxError?.(outcome.stderr.toString('utf8'), outcome.exitCode)) return;
            hooks.onTest?.(index, classify(runtime, outcome, test, limits));
          }),
        );
      }),
    );
    // Interpreted languages: a program that does not parse fails every run the same way, before it starts.
    for (const outcome of outcomes) {
      const message = runtime.syntaxError?.(outcome.stderr.toString('utf8'), outcome.exitCode);
      if (message) return compilationError(runtime.key, message, tests);
    }
    const results: TestResult[] = outcomes.map((outcome, index) =>
      classify(runtime, outcome, tests[index]!, limits),
    );
    return summarize(runtime.key, results);
  }
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
