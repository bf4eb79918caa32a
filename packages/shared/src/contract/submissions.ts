import { z } from 'zod';
import { executeSchema } from '../schemas/problem.ts';
import type { SUBMISSION_EVENTS } from '../submissions.ts';
import {
  countSchema,
  difficultySchema,
  languageSchema,
  submissionStatusSchema,
  timestampSchema,
  verdictSchema,
} from './common.ts';
import { endpoint } from './endpoint.ts';
import { dataEnvelope } from './envelope.ts';
import { ERROR_CODES as C, SIGNED_IN_ERROR_CODES } from './errors.ts';
import { idField, idParams } from './ids.ts';

/**
 * One test's result (spec section 3). A hidden test is summarised: verdict, time and memory,
 * with input, stdout, stderr, expected and message null.
 */
export const testResultSchema = z.object({
  testCase: z.number().int().positive(),
  passed: z.boolean(),
  status: verdictSchema,
  hidden: z.boolean(),
  input: z.string().nullable(),
  stdout: z.string().nullable(),
  stderr: z.string().nullable(),
  expected: z.string().nullable(),
  compileOutput: z.string().nullable(),
  message: z.string().nullable(),
  /** "12 ms", "2048 KB": the spec's display strings; the numbers follow. */
  time: z.string(),
  memory: z.string(),
  timeMs: z.number().nonnegative(),
  memoryKb: z.number().nonnegative(),
});
export type TestResult = z.infer<typeof testResultSchema>;

/** POST /execute-code/run: judged at once, no record. */
export const executionResultSchema = z.object({
  status: verdictSchema,
  compileOutput: z.string().nullable(),
  timeMs: z.number().nonnegative(),
  memoryKb: z.number().nonnegative(),
  testCases: z.array(testResultSchema),
});
export type ExecutionResult = z.infer<typeof executionResultSchema>;

/** A submission as a record: Queued / Compiling / Running with the tests so far, then its verdict. */
export const submissionRecordSchema = z.object({
  id: z.uuid(),
  problemId: z.uuid(),
  language: languageSchema,
  createdAt: timestampSchema,
  finishedAt: timestampSchema.nullable(),
  status: submissionStatusSchema,
  message: z.string().nullable(),
  compileOutput: z.string().nullable(),
  timeMs: z.number().nonnegative().nullable(),
  memoryKb: z.number().nonnegative().nullable(),
  done: countSchema,
  total: countSchema,
  testCases: z.array(testResultSchema),
});
export type SubmissionRecord = z.infer<typeof submissionRecordSchema>;

/** A row of the user's submission list; `problem` is null once the problem is deleted. */
export const submissionRowSchema = z.object({
  id: z.uuid(),
  problemId: z.uuid(),
  language: languageSchema,
  status: submissionStatusSchema,
  sourceCode: z.string(),
  timeMs: z.number().nonnegative().nullable(),
  memoryKb: z.number().nonnegative().nullable(),
  createdAt: timestampSchema,
  problem: z.object({ id: z.uuid(), title: z.string(), difficulty: difficultySchema }).nullable(),
});
export type SubmissionRow = z.infer<typeof submissionRowSchema>;

/** `?problemId=`: only the submissions of that problem. */
export const submissionListQuery = z.object({ problemId: idField.optional() });

/** The events of GET /submissions/:id/events (text/event-stream), by name. */
export const submissionEventSchemas = {
  status: z.object({ status: submissionStatusSchema, done: countSchema, total: countSchema }),
  test: z.object({
    index: countSchema,
    verdict: verdictSchema,
    time: z.number().nonnegative(),
    memory: z.number().nonnegative(),
    done: countSchema,
    total: countSchema,
  }),
  done: submissionRecordSchema,
} satisfies Record<(typeof SUBMISSION_EVENTS)[number], z.ZodType>;
export type SubmissionStatusEvent = z.infer<typeof submissionEventSchemas.status>;
/** The `test` event: one finished test, and how many are done of how many. */
export type SubmissionTestEvent = z.infer<typeof submissionEventSchemas.test>;

export const submissionsContract = {
  run: endpoint({
    method: 'POST',
    path: '/execute-code/run',
    body: executeSchema,
    response: dataEnvelope(executionResultSchema),
    errors: [...SIGNED_IN_ERROR_CODES, C.problemNotFound, C.judgeUnavailable],
  }),
  /** The spec's submit: answers once judged (503 when no judge answers in time; the record stays). */
  submit: endpoint({
    method: 'POST',
    path: '/execute-code/submit',
    body: executeSchema,
    response: dataEnvelope(submissionRecordSchema),
    errors: [...SIGNED_IN_ERROR_CODES, C.problemNotFound, C.judgeUnavailable],
  }),
  list: endpoint({
    method: 'GET',
    path: '/submission/get-all-submission',
    querystring: submissionListQuery,
    response: dataEnvelope(z.array(submissionRowSchema)),
    errors: [...SIGNED_IN_ERROR_CODES, C.problemNotFound],
  }),
  create: endpoint({
    method: 'POST',
    path: '/submissions',
    status: 202,
    body: executeSchema,
    response: dataEnvelope(submissionRecordSchema),
    errors: [...SIGNED_IN_ERROR_CODES, C.problemNotFound],
  }),
  get: endpoint({
    method: 'GET',
    path: '/submissions/:id',
    params: idParams,
    response: dataEnvelope(submissionRecordSchema),
    errors: [...SIGNED_IN_ERROR_CODES, C.submissionNotFound],
  }),
  /** Server-sent events: `status`, `test` and `done` (submissionEventSchemas), each with an id. */
  events: endpoint({
    method: 'GET',
    path: '/submissions/:id/events',
    params: idParams,
    response: z.string(),
    contentType: 'text/event-stream',
    errors: [...SIGNED_IN_ERROR_CODES, C.submissionNotFound],
  }),
} as const;

export type RunResponse = z.infer<typeof submissionsContract.run.response>;
export type SubmitResponse = z.infer<typeof submissionsContract.submit.response>;
export type SubmissionListResponse = z.infer<typeof submissionsContract.list.response>;
export type SubmissionRecordResponse = z.infer<typeof submissionsContract.get.response>;
