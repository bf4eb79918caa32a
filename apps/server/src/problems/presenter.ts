import type { ProblemRow, TestCaseRow } from '../db/schema.ts';
import { isVisibleTest } from './test-visibility.ts';

type SummaryRow = Pick<ProblemRow, 'id' | 'title' | 'description' | 'difficulty' | 'tags' | 'createdAt'>;
type DetailRow = SummaryRow &
  Pick<ProblemRow, 'constraints' | 'hints' | 'editorial' | 'examples' | 'codeSnippets' | 'updatedAt'> &
  Partial<Pick<ProblemRow, 'referenceSolutions' | 'source' | 'catalogSlug'>>;
type TestView = Pick<TestCaseRow, 'input' | 'output' | 'hidden'>;

/** List rows: enough for the tables and pickers, never code or tests. */
export function presentProblemSummary(problem: SummaryRow) {
  return {
    id: problem.id,
    title: problem.title,
    description: problem.description,
    difficulty: problem.difficulty,
    tags: problem.tags,
    createdAt: problem.createdAt.toISOString(),
  };
}

/**
 * A whole problem. Learners get the visible test cases and the starter code only; admins also
 * get hidden tests, reference solutions and catalogue bookkeeping.
 */
export function presentProblem(problem: DetailRow, tests: TestView[], options: { isAdmin: boolean }) {
  const visible = options.isAdmin ? tests : tests.filter(isVisibleTest);
  const base = {
    ...presentProblemSummary(problem),
    constraints: problem.constraints,
    hints: problem.hints,
    examples: problem.examples,
    codeSnippet: problem.codeSnippets,
    testCases: visible.map((test) => ({
      input: test.input,
      output: test.output,
      ...(options.isAdmin ? { hidden: test.hidden } : {}),
    })),
    hiddenTestCount: tests.length - tests.filter(isVisibleTest).length,
    updatedAt: problem.updatedAt.toISOString(),
  };
  if (!options.isAdmin) return base;
  return {
    ...base,
    // The editorial is a learner's only after solving (GET /problems/:id/solutions).
    editorial: problem.editorial,
    referenceSolution: problem.referenceSolutions,
    source: problem.source,
    catalogSlug: problem.catalogSlug,
  };
}
