import { isPendingStatus, type SubmissionRecord, type SubmissionStatus } from '@codedojo/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type SubmissionRow, submissionResults, submissions } from '../db/schema.ts';
import { findTestCases } from '../problems/queries.ts';
import { clip, presentTestResult } from './presenter.ts';

/** The contract's type, re-exported for the queue's tests. */
export type { SubmissionRecord };

export type ResultRow = typeof submissionResults.$inferSelect;

export async function findSubmission(db: Db, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  return row;
}

export async function findResults(db: Db, submissionId: string): Promise<ResultRow[]> {
  return db
    .select()
    .from(submissionResults)
    .where(eq(submissionResults.submissionId, submissionId))
    .orderBy(asc(submissionResults.position));
}

/** A submission and the results of the tests finished so far, read together. */
export async function loadRecord(db: Db, id: string) {
  const submission = await findSubmission(db, id);
  if (!submission) return undefined;
  const [results, tests] = await Promise.all([findResults(db, id), findTestCases(db, submission.problemId)]);
  return { submission, results, tests };
}

export type LoadedRecord = NonNullable<Awaited<ReturnType<typeof loadRecord>>>;

/**
 * The record of GET /submissions/:id (and of /execute-code/submit): the spec's submit response
 * plus the judging state. Hidden tests are masked as everywhere.
 */
export function presentRecord({ submission, results, tests }: LoadedRecord): SubmissionRecord {
  const pending = isPendingStatus(submission.status);
  const compileOutput = results.find((row) => row.compileOutput)?.compileOutput ?? null;
  return {
    id: submission.id,
    problemId: submission.problemId,
    language: submission.language,
    createdAt: submission.createdAt.toISOString(),
    finishedAt: submission.finishedAt?.toISOString() ?? null,
    status: submission.status as SubmissionStatus,
    message: submission.message,
    compileOutput: clip(compileOutput) ?? null,
    timeMs: pending ? null : submission.timeMs,
    memoryKb: pending ? null : submission.memoryKb,
    done: results.length,
    total: submission.testsTotal ?? tests.length,
    testCases: results.map((row) =>
      presentTestResult(row, row.position, tests[row.position], row.compileOutput ?? undefined),
    ),
  };
}
