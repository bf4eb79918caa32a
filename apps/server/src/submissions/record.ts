import { isPendingStatus, type SubmissionRecord, type SubmissionStatus } from '@codedojo/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type SubmissionRow, submissionResults, submissions, testCases } from '../db/schema.ts';
import { type ProgressHub, waitFor } from '../judge/progress.ts';
import { visibleTestCondition } from '../policies/test-visibility.ts';
import { clip, presentTestResult } from './presenter.ts';

/** The contract's type, re-exported for the queue's tests. */
export type { SubmissionRecord };

export type ResultRow = typeof submissionResults.$inferSelect;

/** A test of the submission's problem as a record shows it: texts of hidden ones are never read. */
export type VisibleTestText = { hidden: boolean; input: string; output: string };

/**
 * A submission and the results of its current round so far, with its problem's tests (flags, and
 * texts of visible ones), in one statement: one snapshot, so a round that starts meanwhile is
 * never mixed into it, and one round trip (the waiting submit, GET and every event stream read it).
 * Built once per database handle: drizzle's building of this query cost about as much as PGlite
 * running it, on every verdict's read; on PostgreSQL it is also a named prepared statement.
 */
export async function loadRecord(db: Db, id: string): Promise<LoadedRecordOf | undefined> {
  let prepared = recordQueries.get(db);
  if (!prepared) {
    prepared = recordQuery(db);
    recordQueries.set(db, prepared);
  }
  const [row] = await prepared.execute({ id });
  return row;
}

const recordQueries = new WeakMap<Db, ReturnType<typeof recordQuery>>();

function recordQuery(db: Db) {
  // Written out in full: in a single-table select drizzle renders `${column}` unqualified, so an
  // outer column named like an inner one (problem_id, attempt) would bind to the inner table.
  const outer = (column: string) => sql`${submissions}.${sql.identifier(column)}`;
  return db
    .select({
      submission: submissions,
      results: sql<ResultRow[]>`COALESCE((
        SELECT json_agg(json_build_object(
          'submissionId', r.submission_id, 'position', r.position, 'attempt', r.attempt,
          'passed', r.passed, 'status', r.status, 'stdout', r.stdout, 'stderr', r.stderr,
          'expected', r.expected, 'timeMs', r.time_ms, 'memoryKb', r.memory_kb,
          'message', r.message, 'seq', r.seq) ORDER BY r.position)
        FROM ${submissionResults} r
        WHERE r.submission_id = ${outer('id')} AND r.attempt = ${outer('attempt')}), '[]'::json)`,
      tests: sql<VisibleTestText[]>`COALESCE((
        SELECT json_agg(json_build_object(
          'hidden', ${testCases.hidden},
          'input', CASE WHEN ${visibleTestCondition} THEN ${testCases.input} ELSE '' END,
          'output', CASE WHEN ${visibleTestCondition} THEN ${testCases.output} ELSE '' END)
          ORDER BY ${testCases.position})
        FROM ${testCases} WHERE ${testCases}.${sql.identifier('problem_id')} = ${outer('problem_id')}), '[]'::json)`,
    })
    .from(submissions)
    .where(eq(submissions.id, sql.placeholder('id')))
    .prepare('load_record');
}

type LoadedRecordOf = {
  submission: SubmissionRow;
  results: ResultRow[];
  tests: VisibleTestText[];
};

export type LoadedRecord = NonNullable<Awaited<ReturnType<typeof loadRecord>>>;

/**
 * The record once it has its verdict, or undefined after `timeoutMs`. Only the verdict's
 * notification (hint `final`) is worth a look: a per-test one would cost a read for every test of
 * every waiting submission. A look is the record itself (one statement): on that notification, on
 * the hub's poll (a missed notification), and at the start unless the caller has just queued the
 * submission (its verdict cannot be in yet).
 */
export async function waitForVerdict(
  db: Db,
  hub: ProgressHub,
  id: string,
  timeoutMs: number,
  { justQueued = false }: { justQueued?: boolean } = {},
) {
  return waitFor<LoadedRecord>(
    hub,
    `s:${id}`,
    async () => {
      const record = await loadRecord(db, id);
      return record && !isPendingStatus(record.submission.status) ? record : undefined;
    },
    { timeoutMs, lookFirst: !justQueued, worthLooking: (hint) => hint === 'final' },
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
