import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { insertProblem } from '../testing/fixtures.ts';
import { insertVerifiedUser } from '../testing/processes.ts';
import { loadRecord, presentRecord } from './record.ts';

const client = new PGlite();
const db = drizzle(client, { schema }) as unknown as Db;
const ids = { userId: '', small: '', large: '' };

/** A problem whose tests are `hidden` in the given pattern, inputs named after the problem. */
async function problemWithTests(title: string, hidden: boolean[]) {
  const problem = await insertProblem(db, { title, difficulty: 'EASY' });
  await db.insert(schema.testCases).values(
    hidden.map((isHidden, position) => ({
      problemId: problem.id,
      position,
      input: `${title} ${position}`,
      output: `${position}`,
      hidden: isHidden,
    })),
  );
  return problem.id;
}

async function submissionAt(problemId: string, attempt: number) {
  const { rows } = (await db.execute(sql`
    INSERT INTO submissions (user_id, problem_id, language, source_code, status, attempt, tests_total, finished_at)
    VALUES (${ids.userId}, ${problemId}, 'PYTHON', 'print(1)', 'Wrong Answer', ${attempt}, 2, now())
    RETURNING id`)) as { rows: { id: string }[] };
  return rows[0]?.id ?? '';
}

/** Stores a test's row as the judge does: an upsert, a new round overwriting the old one's row. */
async function resultRow(submissionId: string, position: number, attempt: number, status: string) {
  await db.execute(sql`
    INSERT INTO submission_results (submission_id, position, attempt, passed, status, stdout, expected, seq)
    VALUES (${submissionId}, ${position}, ${attempt}, ${status === 'Accepted'}, ${status}, 'out', 'exp', ${position + 1})
    ON CONFLICT (submission_id, position) DO UPDATE SET attempt = EXCLUDED.attempt, status = EXCLUDED.status`);
}

beforeAll(async () => {
  await migrate(db as never, { migrationsFolder: fileURLToPath(new URL('../../drizzle', import.meta.url)) });
  ids.userId = (await insertVerifiedUser(db, 'record@example.com', 'secret123')).id;
  // Two problems side by side, with different test counts and hidden patterns.
  ids.small = await problemWithTests('Small', [false, true]);
  ids.large = await problemWithTests('Large', [true, false, false, true, true]);
});

afterAll(async () => {
  await client.close();
});

describe('a submission record read in one statement', () => {
  it("shows its own problem's tests, masked by their own hidden flags, and only its current round", async () => {
    // Round 2 of a submission to the small problem has stored its first test so far; round 1's
    // row of the second test is still there and must not show.
    const id = await submissionAt(ids.small, 2);
    await resultRow(id, 0, 1, 'Accepted');
    await resultRow(id, 1, 1, 'Accepted');
    await resultRow(id, 0, 2, 'Wrong Answer');
    // A submission of the other problem, so a query that mixes problems would show 7 tests.
    await submissionAt(ids.large, 1);

    const loaded = await loadRecord(db, id);
    expect(loaded?.tests).toEqual([
      { hidden: false, input: 'Small 0', output: '0' },
      { hidden: true, input: '', output: '' },
    ]);
    expect(loaded?.results.map((row) => [row.position, row.attempt, row.status])).toEqual([
      [0, 2, 'Wrong Answer'],
    ]);
    const record = presentRecord(loaded!);
    expect(record).toMatchObject({ done: 1, total: 2 });
    expect(record.testCases[0]).toMatchObject({
      hidden: false,
      input: 'Small 0',
      stdout: 'out',
      expected: 'exp',
    });

    // The round's second test comes in: hidden, so shown without its texts.
    await resultRow(id, 1, 2, 'Wrong Answer');
    const next = presentRecord((await loadRecord(db, id))!);
    expect(next.testCases.map((test) => test.hidden)).toEqual([false, true]);
    expect(next.testCases[1]).toMatchObject({ input: null, stdout: null, expected: null });
  });

  it('reads an unknown submission as undefined, and a record without results as an empty round', async () => {
    expect(await loadRecord(db, '00000000-0000-0000-0000-000000000000')).toBeUndefined();
    const id = await submissionAt(ids.large, 1);
    const loaded = await loadRecord(db, id);
    expect(loaded?.results).toEqual([]);
    expect(loaded?.tests.map((test) => test.hidden)).toEqual([true, false, false, true, true]);
  });
});
