import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { problems, solved, submissions, testCases } from '../db/schema.ts';

type Language = 'JAVASCRIPT' | 'PYTHON' | 'JAVA';

/** A judged submission written straight to the database (no judge), as the submit path leaves it. */
export async function insertSubmission(
  db: Db,
  fields: { userId: string; problemId: string; status: string; at: Date; language?: Language; code?: string },
) {
  const [row] = await db
    .insert(submissions)
    .values({
      userId: fields.userId,
      problemId: fields.problemId,
      language: fields.language ?? 'PYTHON',
      sourceCode: fields.code ?? 'print(1)',
      status: fields.status,
      timeMs: 10,
      memoryKb: 1000,
      createdAt: fields.at,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  if (fields.status === 'Accepted') {
    await db
      .insert(solved)
      .values({ userId: fields.userId, problemId: fields.problemId, firstSolvedAt: fields.at })
      .onConflictDoNothing();
  }
  return row;
}

/** Gives a problem an editorial, references and one visible + one hidden test. */
export async function addSolutionContent(db: Db, problemId: string, hiddenMarker: string) {
  await db
    .update(problems)
    .set({
      editorial: '## Approach\nAdd the numbers. **O(1)**.',
      referenceSolutions: { JAVASCRIPT: 'console.log(3)', PYTHON: 'print(3)', JAVA: 'class Main {}' },
    })
    .where(eq(problems.id, problemId));
  await db.insert(testCases).values([
    { problemId, position: 0, input: '1 2', output: '3' },
    { problemId, position: 1, input: hiddenMarker, output: hiddenMarker, hidden: true },
  ]);
}
