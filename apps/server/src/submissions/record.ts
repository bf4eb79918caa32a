import { isPendingStatus, type SubmissionRecord, type SubmissionStatus } from '@codedojo/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type SubmissionRow, submissionResults, submissions } from '../db/schema.ts';
import { type ProgressHub, waitFor } from '../judge/progress.ts';
import { findVisibleTestTexts } from '../problems/queries.ts';
import { clip, presentTestResult } from './presenter.ts';

/** The contract's type, re-exported for the queue's tests. */
export type { SubmissionRecord };

export type ResultRow = typeof submissionResults.$inferSelect;

export async function findSubmission(db: Db, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  return row;
}

/** The results of the submission's current round (a row of an earlier round is not shown). */
export async function findResults(db: Db, submissionId: string): Promise<ResultRow[]> {
  return db
    .select()
    .from(submissionResults)
    .where(
      and(
        eq(submissionResults.submissionId, submissionId),
        eq(submissionResults.attempt, sql`(SELECT attempt FROM submissions WHERE id = ${submissionId})`),
      ),
    )
    .orderBy(asc(submissionResults.position));
}

/**
 * A submission and the results of the tests finished so far (tests: flags, and texts of visible
 * ones), read at once: three reads side by side, each finding what it needs by the id.
 */
export async function loadRecord(db: Db, id: string): Promise<LoadedRecordOf | undefined> {
  const [submission, results, tests] = await Promise.all([
    findSubmission(db, id),
    findResults(db, id),
    findVisibleTestTexts(db, sql`(SELECT problem_id FROM submissions WHERE id = ${id})`),
  ]);
  if (!submission) return undefined;
  // A round that started between the reads: read again rather than mix two rounds.
  if (results.some((row) => row.attempt !== submission.attempt)) return loadRecord(db, id);
  return { submission, results, tests };
}

type LoadedRecordOf = {
  submission: SubmissionRow;
  results: ResultRow[];
  tests: Awaited<ReturnType<typeof findVisibleTestTexts>>;
};

export type LoadedRecord = NonNullable<Awaited<ReturnType<typeof loadRecord>>>;

/**
 * The record once it has its verdict, or undefined after `timeoutMs`. Only the verdict's
 * notification (hint `final`) is worth a look: a per-test one would cost a status read for every
 * test of every waiting submission. Before that hint a look is one status read (on the hub's poll,
 * which covers a missed notification, and at the start unless the caller has just queued the
 * submission: its verdict cannot be in yet); after it, the look is the record itself, read once.
 */
export async function waitForVerdict(
  db: Db,
  hub: ProgressHub,
  id: string,
  timeoutMs: number,
  { justQueued = false }: { justQueued?: boolean } = {},
) {
  let verdictAnnounced = false;
  return waitFor<LoadedRecord>(
    hub,
    `s:${id}`,
    async () => {
      if (!verdictAnnounced) {
        const [row] = await db
          .select({ status: submissions.status })
          .from(submissions)
          .where(eq(submissions.id, id));
        if (!row || isPendingStatus(row.status)) return undefined;
      }
      const record = await loadRecord(db, id);
      return record && !isPendingStatus(record.submission.status) ? record : undefined;
    },
    {
      timeoutMs,
      lookFirst: !justQueued,
      worthLooking: (hint) => {
        if (hint === 'final') verdictAnnounced = true;
        return hint === 'final';
      },
    },
  );
}

/**
 * The record of GET /submissions/:id (and of /execute-code/submit): the spec's submit response
 * plus the judging state. Hidden tests are masked as everywhere.
 */
export function presentRecord({ submission, results, tests }: LoadedRecord): SubmissionRecord {
  const pending = isPendingStatus(submission.status);
  return {
    id: submission.id,
    problemId: submission.problemId,
    language: submission.language,
    createdAt: submission.createdAt.toISOString(),
    finishedAt: submission.finishedAt?.toISOString() ?? null,
    status: submission.status as SubmissionStatus,
    message: submission.message,
    compileOutput: clip(submission.compileOutput) ?? null,
    timeMs: pending ? null : submission.timeMs,
    memoryKb: pending ? null : submission.memoryKb,
    done: results.length,
    total: submission.testsTotal ?? tests.length,
    testCases: results.map((row) =>
      presentTestResult(row, row.position, tests[row.position], submission.compileOutput ?? undefined),
    ),
  };
}
