import type { Difficulty, Language } from '@codedojo/shared';
import type { CatalogProblem } from '../../api/progress.ts';

/** A row of GET /problems/get-all-problems. */
export type ProblemSummary = CatalogProblem;

export type ProblemExample = { input: string; output: string; explanation?: string | null };

export type ProblemTestCase = { input: string; output: string; hidden?: boolean };

/** GET /problems/get-problem/:id; admins also get referenceSolution and testCases[].hidden. */
export type Problem = ProblemSummary & {
  constraints: string;
  hints: unknown;
  editorial: string | null;
  examples: Record<string, ProblemExample>;
  codeSnippet: Record<Language, string>;
  testCases: ProblemTestCase[];
  hiddenTestCount: number;
  referenceSolution?: Record<Language, string>;
};

/** One test's verdict in a run or a submission (spec section 3). */
export type TestResult = {
  testCase: number;
  passed: boolean;
  status: string;
  hidden: boolean;
  input: string | null;
  stdout: string | null;
  stderr: string | null;
  expected: string | null;
  compileOutput: string | null;
  message: string | null;
  time: string;
  memory: string;
};

export type ExecutionResult = {
  status: string;
  compileOutput: string | null;
  testCases: TestResult[];
};

export type SubmissionResult = ExecutionResult & { id: string; problemId: string; language: Language };

/** GET /submissions/:id: the result so far while Queued / Compiling / Running, then the verdict. */
export type SubmissionRecord = SubmissionResult & {
  createdAt: string;
  finishedAt: string | null;
  message: string | null;
  done: number;
  total: number;
};

/** Live progress of a submission being judged: one chip per test, filled as its event arrives. */
export type SubmissionProgress = {
  id: string;
  status: string;
  total: number;
  chips: (string | null)[];
};

export type SubmissionRow = {
  id: string;
  problemId: string;
  language: Language;
  status: string;
  createdAt: string;
};

/** The body of create-problem and update-problem. */
export type ProblemPayload = {
  title: string;
  description: string;
  difficulty: Difficulty;
  tags: string[];
  constraints: string;
  hints: string[];
  editorial: string;
  examples: Record<string, ProblemExample>;
  testCases: ProblemTestCase[];
  codeSnippet: Record<Language, string>;
  referenceSolution: Record<Language, string>;
};
