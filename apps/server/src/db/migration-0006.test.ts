import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRecord, presentRecord } from '../submissions/record.ts';
import { insertSumProblem } from '../testing/fixtures.ts';
import { insertVerifiedUser } from '../testing/processes.ts';
import type { Db } from './client.ts';
import * as schema from './schema.ts';

const migrations = fileURLToPath(new URL('../../drizzle', import.meta.url));
const before = fs.mkdtempSync(path.join(os.tmpdir(), 'codedojo-migrations-'));

afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was before `tag`: the journal cut just before it. */
function migrationsBefore(tag: string) {
  fs.cpSync(migrations, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

describe('migration 0006 (compile output once per submission, result rows tagged with their round)', () => {
  it('keeps a submission stored before it reading the same', async () => {
    const client = new PGlite();
    const db = drizzle(client, { schema }) as unknown as Db;
    try {
      await migrate(db as never, { migrationsFolder: migrationsBefore('0006_submission_compile_output') });
      const problem = await insertSumProblem(db);
      const user = await insertVerifiedUser(db, 'old@example.com', 'secret123');
      // A rejudged submission (round 2) as the old code stored it: compile output on every row.
      const [row] = (
        (await db.execute(sql`
          INSERT INTO submissions (user_id, problem_id, language, source_code, status, time_ms, memory_kb,
            attempt, tests_total, finished_at)
          VALUES (${user.id}, ${problem.id}, 'PYTHON', 'print(', 'Runtime Error', 5, 100, 2, 3, now())
          RETURNING id`)) as { rows: { id: string }[] }
      ).rows;
      const id = row?.id ?? '';
      for (const position of [0, 1, 2]) {
        await db.execute(sql`
          INSERT INTO submission_results (submission_id, position, passed, status, stdout, stderr,
            compile_output, expected, time_ms, memory_kb, seq)
          VALUES (${id}, ${position}, false, 'Runtime Error', '', 'boom', 'SyntaxError: ( was never closed',
            '3', 5, 100, ${position + 1})`);
      }

      await migrate(db as never, { migrationsFolder: migrations });

      const loaded = await loadRecord(db, id);
      if (!loaded) throw new Error('record gone');
      const record = presentRecord(loaded);
      expect(record).toMatchObject({
        status: 'Runtime Error',
        compileOutput: 'SyntaxError: ( was never closed',
        done: 3,
        total: 3,
      });
      expect(record.testCases).toHaveLength(3);
      for (const test of record.testCases) expect(test.compileOutput).toBe('SyntaxError: ( was never closed');
      const columns = (
        (await db.execute(sql`SELECT column_name FROM information_schema.columns
          WHERE table_name = 'submission_results' AND column_name = 'compile_output'`)) as { rows: unknown[] }
      ).rows;
      expect(columns).toEqual([]);
    } finally {
      await client.close();
    }
  }, 180_000);
});
