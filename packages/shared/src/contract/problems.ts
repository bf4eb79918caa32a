import { z } from 'zod';
import { problemSchema } from '../schemas/problem.ts';
import { countSchema, difficultySchema, perLanguageCodeSchema, timestampSchema } from './common.ts';
import { endpoint, listEndpoint } from './endpoint.ts';
import { dataEnvelope, okEnvelope } from './envelope.ts';
import { ADMIN_ERROR_CODES, ERROR_CODES as C, SIGNED_IN_ERROR_CODES } from './errors.ts';
import { idParams } from './ids.ts';

/** Where a problem came from: written by an admin, or imported from catalog/. */
export const PROBLEM_SOURCES = ['ADMIN', 'CATALOG'] as const;
export type ProblemSource = (typeof PROBLEM_SOURCES)[number];

/** A row of GET /problems/get-all-problems: enough for tables and pickers, never code or tests. */
export const problemSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The statement; in a learner's list, its plain-text preview (see previewOf, decision 0024). */
  description: z.string(),
  difficulty: difficultySchema,
  tags: z.array(z.string()),
  createdAt: timestampSchema,
});
export type ProblemSummary = z.infer<typeof problemSummarySchema>;

export const solvedProblemSchema = problemSummarySchema.extend({ solvedAt: timestampSchema });
export type SolvedProblem = z.infer<typeof solvedProblemSchema>;

export const problemExampleSchema = z.object({
  input: z.string(),
  output: z.string(),
  explanation: z.string().nullable().optional(),
});
export type ProblemExample = z.infer<typeof problemExampleSchema>;

/** A learner sees visible tests only, without the hidden flag. */
const learnerTestCaseSchema = z.object({ input: z.string(), output: z.string() });
const adminTestCaseSchema = learnerTestCaseSchema.extend({ hidden: z.boolean() });
export type ProblemTestCase = z.infer<typeof learnerTestCaseSchema> & { hidden?: boolean };

/** GET /problems/get-problem/:id for a learner: starter code and visible tests only. */
export const learnerProblemSchema = problemSummarySchema.extend({
  constraints: z.string(),
  hints: z.array(z.string()),
  examples: z.record(z.string(), problemExampleSchema),
  codeSnippet: perLanguageCodeSchema,
  testCases: z.array(learnerTestCaseSchema),
  hiddenTestCount: countSchema,
  updatedAt: timestampSchema,
});

/** The same for an admin: every test, the editorial, the references and catalogue bookkeeping. */
export const adminProblemSchema = learnerProblemSchema.extend({
  testCases: z.array(adminTestCaseSchema),
  editorial: z.string().nullable(),
  referenceSolution: perLanguageCodeSchema,
  source: z.enum(PROBLEM_SOURCES),
  catalogSlug: z.string().nullable(),
});
export type AdminProblem = z.infer<typeof adminProblemSchema>;

/** Admin first: a learner's problem fails it (no references) and is then stripped to its own fields. */
export const problemDetailSchema = z.union([adminProblemSchema, learnerProblemSchema]);
export type LearnerProblem = z.infer<typeof learnerProblemSchema>;
/** Either view: the admin-only fields are absent for a learner. */
export type Problem = Omit<LearnerProblem, 'testCases'> & {
  testCases: ProblemTestCase[];
} & Partial<Pick<AdminProblem, 'editorial' | 'referenceSolution' | 'source' | 'catalogSlug'>>;

export const problemsContract = {
  list: listEndpoint('/problems/get-all-problems', problemSummarySchema),
  get: endpoint({
    method: 'GET',
    path: '/problems/get-problem/:id',
    params: idParams,
    response: dataEnvelope(problemDetailSchema),
    errors: [...SIGNED_IN_ERROR_CODES, C.problemNotFound],
  }),
  solved: listEndpoint('/problems/get-solved-problems', solvedProblemSchema),
  create: endpoint({
    method: 'POST',
    path: '/problems/create-problem',
    status: 201,
    body: problemSchema,
    response: dataEnvelope(adminProblemSchema),
    errors: [...ADMIN_ERROR_CODES, C.referenceSolutionFailed, C.judgeUnavailable],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/problems/update-problem/:id',
    params: idParams,
    body: problemSchema,
    response: dataEnvelope(adminProblemSchema),
    errors: [...ADMIN_ERROR_CODES, C.problemNotFound, C.referenceSolutionFailed, C.judgeUnavailable],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/problems/delete-problem/:id',
    params: idParams,
    response: okEnvelope,
    errors: [...ADMIN_ERROR_CODES, C.problemNotFound],
  }),
  rejudge: endpoint({
    method: 'POST',
    path: '/problems/:id/rejudge',
    status: 202,
    params: idParams,
    response: dataEnvelope(z.object({ queued: countSchema })),
    errors: [...ADMIN_ERROR_CODES, C.problemNotFound],
  }),
} as const;
