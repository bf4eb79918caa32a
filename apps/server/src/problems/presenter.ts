import type { AdminProblem, LearnerProblem, ProblemSummary } from '@codedojo/shared';
import type { ProblemRow, TestCaseRow } from '../db/schema.ts';
import { isVisibleTest } from './test-visibility.ts';

type SummaryRow = Pick<ProblemRow, 'id' | 'title' | 'description' | 'difficulty' | 'tags' | 'createdAt'>;
type LearnerRow = SummaryRow &
  Pick<ProblemRow, 'constraints' | 'hints' | 'examples' | 'codeSnippets' | 'updatedAt'>;
type TestView = Pick<TestCaseRow, 'input' | 'output' | 'hidden'>;

/** List rows: enough for the tables and pickers, never code or tests. */
export function presentProblemSummary(problem: SummaryRow): ProblemSummary {
  return {
    id: problem.id,
    title: problem.title,
    description: problem.description,
    difficulty: problem.difficulty,
    tags: problem.tags,
    createdAt: problem.createdAt.toISOString(),
  };
}

/** A whole problem as a learner sees it: the visible test cases and the starter code only. */
export function presentLearnerProblem(problem: LearnerRow, tests: TestView[]): LearnerProblem {
  const visible = tests.filter(isVisibleTest);
  return {
    ...presentProblemSummary(problem),
    constraints: problem.constraints,
    hints: problem.hints,
    examples: problem.examples,
    codeSnippet: problem.codeSnippets,
    testCases: visible.map((test) => ({ input: test.input, output: test.output })),
    hiddenTestCount: tests.length - visible.length,
    updatedAt: problem.updatedAt.toISOString(),
  };
}

/** An admin's view: also hidden tests, the editorial, reference solutions and catalogue bookkeeping. */
export function presentAdminProblem(problem: ProblemRow, tests: TestView[]): AdminProblem {
  return {
    ...presentLearnerProblem(problem, tests),
    testCases: tests.map((test) => ({ input: test.input, output: test.output, hidden: test.hidden })),
    // The editorial is a learner's only after solving (GET /problems/:id/solutions).
    editorial: problem.editorial,
    referenceSolution: problem.referenceSolutions,
    source: problem.source,
    catalogSlug: problem.catalogSlug,
  };
}
