import type { Language } from '@codedojo/shared';
import type { Verdict } from './verdict.ts';

/** One test case. Without `expected` the run is judged only on exit status and limits. */
export interface TestCaseInput {
  input: string;
  expected?: string | null;
}

/** Per-test limits; any subset may be given in a request, the rest come from DEFAULT_LIMITS. */
export interface Limits {
  /** CPU time per test (Java gets `javaCpuAllowanceMs` on top for the JVM's start-up). */
  cpuMs: number;
  /** Wall-clock time per test; defaults to 3x the CPU limit (allowance included). */
  wallMs: number;
  memoryMb: number;
  processes: number;
  /** stdout kept per test; more is Output Limit Exceeded. */
  stdoutBytes: number;
  /** stderr kept per test; more is cut off silently. */
  stderrBytes: number;
  /** Largest file a program may write in its work dir. */
  fileSizeBytes: number;
  compileWallMs: number;
}

export interface JudgeRequest {
  /** A language key ('PYTHON', any case) or a Judge0 id (71 or '71'). */
  language: Language | number | string;
  source: string;
  tests: TestCaseInput[];
  limits?: Partial<Limits>;
  /**
   * Who the request is charged to (a user, or a tool): slots and the compiler are shared fairly
   * between owners. Missing: one shared anonymous owner.
   */
  owner?: string;
}

export interface TestResult {
  status: Verdict;
  passed: boolean;
  stdout: string;
  stderr: string;
  expected: string | null;
  /** CPU time (user + system) measured by the cgroup. */
  timeMs: number;
  /** Peak memory of the whole box, measured by the cgroup. */
  memoryKb: number;
  wallMs: number;
  exitCode: number | null;
  /** A short explanation for verdicts other than Accepted and Wrong Answer. */
  message?: string;
}

export interface JudgeResult {
  status: Verdict;
  language: Language | null;
  compileOutput?: string;
  tests: TestResult[];
  /** Largest per-test CPU time and memory, for the submission row. */
  timeMs: number;
  memoryKb: number;
  /** Time the compiler took (Java). */
  compileMs?: number;
  /** Set on Internal Error (and other failures that are not about one test). */
  message?: string;
}

/** Anything that judges a request: the local sandbox, or a queue in front of it. */
export interface JudgeEngine {
  judge(request: JudgeRequest): Promise<JudgeResult>;
  close(): Promise<void>;
}
