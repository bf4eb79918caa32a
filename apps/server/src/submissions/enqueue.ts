import { isUuid, JUDGE_QUEUE, type Language, QUEUED } from '@codedojo/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import type { SubmissionRow } from '../db/schema.ts';
import { CHANNELS } from '../judge/jobs.ts';

type NewSubmission = { userId: string; problemId: string; language: Language; sourceCode: string };

/**
 * Stores a submission as Queued with its job, and wakes the workers at commit: one statement,
 * so a submission is never stored without its job (decision 0011) and costs one round trip.
 * Undefined when the problem does not exist (a malformed id names none: decision 0019).
 */
export async function insertQueuedSubmission(
  db: Db,
  input: NewSubmission,
): Promise<SubmissionRow | undefined> {
  // Checked here, not left to PostgreSQL's uuid cast, which would throw instead.
  if (!isUuid(input.problemId)) return undefined;
  const [row] = await queryRows<{ id: string; created_at: string | Date; tests_total: number }>(
    db,
    sql`
      WITH created AS (
        INSERT INTO submissions (user_id, problem_id, language, source_code, status, tests_total)
        SELECT ${input.userId}, p.id, ${input.language}, ${input.sourceCode}, ${QUEUED},
          (SELECT COUNT(*) FROM test_cases WHERE problem_id = p.id)::int
        FROM problems p WHERE p.id = ${input.problemId}
        RETURNING id, user_id, language, created_at, tests_total),
      queued AS (
        INSERT INTO judge_jobs (kind, priority, submission_id, owner_id, language)
        SELECT 'submit', ${JUDGE_QUEUE.priority.submit}, id, user_id, language FROM created)
      SELECT id, created_at, tests_total, pg_notify(${CHANNELS.queue}, 'submit')::text AS notified FROM created`,
  );
  if (!row) return undefined;
  return {
    ...input,
    id: row.id,
    status: QUEUED,
    timeMs: null,
    memoryKb: null,
    createdAt: new Date(row.created_at),
    attempt: 0,
    testsTotal: row.tests_total,
    message: null,
    compileOutput: null,
    finishedAt: null,
  };
}
